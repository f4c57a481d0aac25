// Hostile values for tests/api/hostile-input.test.ts: impossible dates, text an attacker or a broken client
// sends, huge strings and deeply nested junk.
import fc from 'fast-check';

export const REAL_DAYS = ['2026-01-15', '2025-12-31', '2024-02-29', '2026-03-01', '1900-01-01', '2200-12-31'];
export const BAD_DAYS = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '9999-12-31',
  '2026-1-1',
  '2026-02-29',
];

/** Text an attacker or a broken client sends: traversal, NUL, SQL, scripts, RTL, emoji, lone surrogates, numbers that are not. */
export const NASTY = [
  '',
  ' ',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.png',
  '\u0000',
  'a\u0000b',
  '1; DROP TABLE users--',
  "1' OR '1'='1",
  '" OR ""="',
  "'; SELECT pg_sleep(10); --",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'Tiếng Việt có dấu',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\r\n\t',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '1.5',
  '-1',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  ...BAD_DAYS,
];

const bigString = fc.oneof(
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'ab\u00e9'.repeat(n)),
  fc.integer({ min: 100_000, max: 1_000_000 }).map((n) => 'x'.repeat(n)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
  { arbitrary: bigString, weight: 1 },
);

/** Arrays nested `depth` deep, or objects: `{"a":{"a":...}}`. */
const deep = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean())
  .map(([depth, arrays]) =>
    JSON.parse(arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  {
    arbitrary: fc.constantFrom(
      0,
      -1,
      1.5,
      -0.0001,
      1e308,
      -1e308,
      2 ** 53 + 1,
      Number.MAX_SAFE_INTEGER,
      1e21,
      true,
      false,
      null,
    ),
    weight: 3,
  },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: deep, weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }), weight: 1 },
);
