import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX,
  cleanText,
  emptyAnswers,
  hasAnyAnswer,
  normaliseAnswers,
  rotenCanComplete,
  scoresOf,
  withScore,
} from '../../src/domain/survey-answers';
import {
  IMPROVEMENT_CHOICES,
  Q1_CHOICES,
  Q2_CHOICES,
  Q3_CHOICES,
  Q4_CHOICES,
  Q6_CHOICES,
  Q7_CHOICES,
  SURVEY_LANGS,
  countryName,
  questionTexts,
  visibleSubScores,
} from '../../src/domain/survey-questions';
import {
  mayAdminSurvey,
  mayEditSurveyEntries,
  mayManageSurveyCodes,
  mayReplySurvey,
  SUB_SCORES,
} from '../../src/domain/survey';

const q5 = (scores: number[], improve: Record<number, string[]> = {}) =>
  scores.map((score, i) => ({ score, improve: improve[i] ?? [], other: '' }));

describe('document 4: the questions and their choices', () => {
  it.each([
    ['Q1 length of stay', Q1_CHOICES, 4],
    ['Q2 age', Q2_CHOICES, 6],
    ['Q3 visits', Q3_CHOICES, 4],
    ['Q4 how you knew us', Q4_CHOICES, 9],
    ['Q6 what matters', Q6_CHOICES, 13],
    ['Q7 come again', Q7_CHOICES, 3],
  ])('%s has its %i choices, each labelled in ja, en and vi', (_n, list, count) => {
    expect(list).toHaveLength(count);
    for (const ch of list) for (const lang of SURVEY_LANGS) expect(ch.label[lang]).not.toBe('');
  });
  it('improvement points exist for room equipment (7), room cleanliness (5), Rotenburo (5), massage (5)', () => {
    expect(IMPROVEMENT_CHOICES.roomEquipment?.map((c) => c.key)).toEqual([
      'internet',
      'furniture',
      'tv',
      'bathroom',
      'aircon',
      'mattress',
      'other',
    ]);
    expect(IMPROVEMENT_CHOICES.roomCleanliness).toHaveLength(5);
    expect(IMPROVEMENT_CHOICES.rotenburo).toHaveLength(5);
    expect(IMPROVEMENT_CHOICES.massage).toHaveLength(5);
    expect(IMPROVEMENT_CHOICES.price).toBeUndefined();
  });
  it.each([
    [11, 'en', 'Cambodia (Phnom Penh)'],
    [1, 'en', 'Vietnam'],
    [3, 'ja', 'ベトナム'],
    [11, 'ja', 'カンボジア（プノンペン）'],
    [5, 'vi', 'Việt Nam'],
  ] as const)('branch %i in %s says %s', (branch, lang, text) => {
    expect(countryName(branch, lang)).toBe(text);
    expect(questionTexts(branch, lang).q3).toContain(text);
  });
  it.each([
    [3, false],
    [4, false],
    [8, false],
    [15, false],
    [99, false],
    [1, true],
    [11, true],
  ])('branch %i shows the massage score: %s', (branch, shown) => {
    expect(visibleSubScores(branch).includes('massage')).toBe(shown);
    expect(visibleSubScores(branch)).toHaveLength(shown ? 10 : 9);
  });
});

describe('the improvement-point rule: a 1 or 2 opens the choices, above 2 clears them', () => {
  const sub = { score: 1, improve: ['tv', 'other'], other: 'noisy' };
  it.each([
    [2, ['tv', 'other'], 'noisy'],
    [1, ['tv', 'other'], 'noisy'],
    [3, [], ''],
    [5, [], ''],
    [0, [], ''],
    [7, [], ''],
  ])('score %i keeps %j', (score, improve, other) => {
    expect(withScore(sub, score)).toEqual({ score: score <= 5 ? score : 0, improve, other });
  });
});

describe('normaliseAnswers: what a guest sends is cut to what the survey has', () => {
  it('unknown keys and choices dropped, improvement points only with 1 or 2, massage cleared where hidden', () => {
    const raw = {
      q1: '2to6nights',
      q2: 'nonsense',
      q3: 'first',
      q4: ['google', 'hack', 'other'],
      q4Other: 'x'.repeat(500),
      q5: q5([5, 4, 3, 2, 1, 1, 3, 4, 5, 1], { 4: ['x'], 5: ['tv', 'bogus', 'other'], 6: ['smell'], 9: ['quality'] }),
      q6: ['price', 'location'],
      q7: 'yes',
      q8: '  Great stay  ',
      evil: '<script>',
    };
    raw.q5[5].other = 'too long for ten';
    const a = normaliseAnswers(raw, 3);
    expect(a.q2).toBe('');
    expect(a.q4).toEqual(['google', 'other']);
    expect(a.q4Other).toHaveLength(100);
    expect(a.q5[4]).toEqual({ score: 1, improve: [], other: '' }); // breakfast speed has no choices
    expect(a.q5[5]).toEqual({ score: 1, improve: ['tv', 'other'], other: 'too long f' }); // 10 characters
    expect(a.q5[6]).toEqual({ score: 3, improve: [], other: '' }); // 3 clears
    expect(a.q5[9]).toEqual({ score: 0, improve: [], other: '' }); // branch 3: no massage
    expect(a.q8).toBe('Great stay');
    expect(Object.keys(a)).not.toContain('evil');
    expect(normaliseAnswers(raw, 1).q5[9]).toEqual({ score: 1, improve: ['quality'], other: '' });
  });
  it('comments are capped and control characters removed; markup is kept as text (escaped where shown)', () => {
    const a = normaliseAnswers({ q8: `<b>hi</b>\u0000\u0007 ${'y'.repeat(COMMENT_MAX + 50)}` }, 1);
    expect(a.q8.startsWith('<b>hi</b> y')).toBe(true);
    expect(a.q8).toHaveLength(COMMENT_MAX);
    expect(cleanText('a\tb\nc\u001f', 10)).toBe('a\tb\nc');
  });
  it('garbage bodies give empty answers, which count as nothing answered', () => {
    for (const raw of [null, 'x', 42, [], { q5: 'no' }, { q5: [null, 'a', { score: 'x' }] }]) {
      const a = normaliseAnswers(raw, 1);
      expect(a).toEqual(emptyAnswers());
      expect(hasAnyAnswer(a)).toBe(false);
    }
    expect(scoresOf(emptyAnswers())).toEqual(SUB_SCORES.map(() => 0));
  });
  it('Rotenburo: Complete disabled while the box is empty', () => {
    expect(rotenCanComplete('')).toBe(false);
    expect(rotenCanComplete('   \n ')).toBe(false);
    expect(rotenCanComplete('Too hot')).toBe(true);
  });
});

describe('who may do what (spec 3 sections 4 and 6)', () => {
  it.each([
    [3, '2026-11', '2026-11-24', true],
    [3, '2026-10', '2026-11-24', true],
    [3, '2026-09', '2026-11-24', false],
    [3, '2026-12', '2026-11-24', false],
    [3, '2025-12', '2026-01-05', true],
    [2, '2026-11', '2026-11-24', false],
    [7, '2026-11', '2026-11-24', false],
  ])('role %i replying on %s on %s: %s', (role, month, today, ok) => {
    expect(mayReplySurvey(role, month, today)).toBe(ok);
  });
  it('edit icons for roles 1 and 7; the admin tab for 1 and 7; codes for 1, 2, 3, 6, 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(mayEditSurveyEntries)).toEqual([1, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(mayAdminSurvey)).toEqual([1, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(mayManageSurveyCodes)).toEqual([1, 2, 3, 6, 7]);
  });
});
