// A small value a zod schema accepts (every required field filled, optional ones left out), so a call
// passes validation and reaches the handler's own checks. Strings and numbers are tried from a short list
// of plain candidates (today's date, this month, a word, 1 ...); undefined when nothing fits.
import { z } from 'zod';
import { localDate } from '../../src/domain/branches';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

function stringCandidates(): string[] {
  const today = localDate(new Date(), 'Asia/Ho_Chi_Minh');
  return ['Matrix', today, today.slice(0, 7), today.slice(0, 4), today.slice(5, 7), '1', 'a@sumbook.test', 'home'];
}
// An id nobody has comes first: a sample never names a real user, row or branch by chance.
const NUMBERS = [999999, 1, 0, 2, 3, 10, 100, 2026];

const first = <T>(list: T[], schema: z.ZodType): T | undefined => list.find((v) => schema.safeParse(v).success);

export function sampleValue(schema: z.ZodType, depth = 0): unknown {
  if (depth > 8) return undefined;
  const def = defOf(schema);
  const inner = (s: unknown) => sampleValue(s as z.ZodType, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'default':
    case 'prefault':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'string':
      return first(stringCandidates(), schema);
    case 'number':
    case 'int':
      return first(NUMBERS, schema);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array': {
      const empty = schema.safeParse([]).success;
      return empty ? [] : [inner(def.element)];
    }
    case 'record':
      return {};
    case 'null':
      return null;
    case 'union':
      for (const o of def.options as z.ZodType[]) {
        const v = inner(o);
        if (o.safeParse(v).success) return v;
      }
      return undefined;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        if (v.safeParse(undefined).success) continue;
        out[k] = inner(v);
      }
      return out;
    }
    default:
      return undefined;
  }
}
