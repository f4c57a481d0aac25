import { describe, expect, it } from 'vitest';
import { emptyAnswers, type SurveyAnswers } from '../../src/domain/survey-answers';
import {
  periodDays,
  periodKeyOf,
  sendReportChoices,
  surveyMonthReport,
  type SurveyEntryLike,
} from '../../src/domain/survey-report';

let nextId = 1;
function guest(
  day: string,
  scores: number[],
  extra: Partial<SurveyAnswers> & Partial<SurveyEntryLike> = {},
): SurveyEntryLike {
  const { source, status, supFeedback, ...answerExtra } = extra;
  return {
    id: nextId++,
    day,
    time: '09:00',
    room: '101',
    source: source ?? 'roomScan',
    status: status ?? 'True',
    kind: 'guest',
    answers: { ...emptyAnswers(), q5: scores.map((score) => ({ score, improve: [], other: '' })), ...answerExtra },
    opinion: '',
    supFeedback: supFeedback ?? '',
    rev: 1,
  };
}
const roten = (day: string, opinion: string): SurveyEntryLike => ({
  id: nextId++,
  day,
  time: '20:00',
  room: '',
  source: 'roomScan',
  status: 'True',
  kind: 'roten',
  answers: null,
  opinion,
  supFeedback: '',
  rev: 1,
});

describe('weeks 1-7, 8-14, 15-21, 22-28, 29-end; week 5 only when it differs', () => {
  it.each([
    ['2026-11', 5, '2026-11-30'],
    ['2026-02', 4, '2026-02-28'],
    ['2028-02', 5, '2028-02-29'],
    ['2026-12', 5, '2026-12-31'],
  ])('%s has %i weeks, the month ends %s', (month, weeks, end) => {
    const r = surveyMonthReport(1, month, []);
    expect(r.weeks).toHaveLength(weeks);
    expect(r.total.end).toBe(end);
    expect(sendReportChoices(month)).toHaveLength(weeks + 1);
  });
  it.each([
    ['week1', '2026-11-01', '2026-11-07'],
    ['week2', '2026-11-08', '2026-11-14'],
    ['week3', '2026-11-15', '2026-11-21'],
    ['week4', '2026-11-22', '2026-11-28'],
    ['week5', '2026-11-29', '2026-11-30'],
    ['month', '2026-11-01', '2026-11-30'],
  ])('%s of November 2026 runs %s to %s', (key, start, end) => {
    expect(periodDays('2026-11', key)).toEqual({ start, end });
  });
  it('unknown periods and send choices', () => {
    expect(periodDays('2026-11', 'week6')).toBeNull();
    expect(periodKeyOf('Week 3')).toBe('week3');
    expect(periodKeyOf('Month')).toBe('month');
    expect(periodKeyOf('Week 6')).toBeNull();
    expect(periodKeyOf('week 3')).toBeNull();
  });
});

describe('the month report, worked out by hand', () => {
  // price, reception, other staff, bf taste, bf speed, equipment, room clean, other clean, roten, massage
  const entries = [
    guest('2026-11-01', [5, 4, 3, 5, 4, 3, 2, 5, 0, 4], { q8: 'Room was dusty', source: 'roomScan' }), // week 1
    guest('2026-11-07', [3, 5, 5, 4, 0, 4, 3, 0, 5, 0], { source: 'tabletInput', q7: 'no' }), // week 1 (day 7)
    guest('2026-11-08', [1, 0, 4, 0, 0, 5, 5, 4, 0, 0], { source: 'tabletScan', q8: 'paper survey: guest wrote' }), // week 2
    guest('2026-11-29', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], { source: 'app' }), // week 5
    guest('2026-11-30', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], { status: 'False', q8: 'not counted' }), // status False: ignored
    roten('2026-11-02', 'Water too hot'),
    roten('2026-11-03', ''),
  ];
  const r = surveyMonthReport(1, '2026-11', entries);
  it('counts per week and month (only status True, guests only)', () => {
    expect(r.weeks.map((w) => w.count)).toEqual([2, 1, 0, 0, 1]);
    expect(r.total.count).toBe(4);
  });
  it('week 1 department averages', () => {
    const w1 = r.weeks[0].averageWeek;
    expect(w1.reception).toBe(4.5); // (4 + 5) / 2
    expect(w1.azuman).toBe(4); // (3 + 5) / 2
    expect(w1.kitchen).toBe(4.33); // (5 + 4 + 4) / 3
    expect(w1.hk).toBe(3.4); // (3 + 2 + 5 + 4 + 3) / 5
    expect(w1.roten).toBe(5);
    expect(w1.massage).toBe(4);
    expect(w1.server).toBeUndefined(); // branch 1 has no Server / Maintainer
  });
  it('month department and item averages', () => {
    const m = r.total;
    expect(m.averageWeek.reception).toBe(4.33); // (4 + 5 + 4) / 3
    expect(m.averageWeek.hk).toBe(3.91); // (3+2+5 + 4+3 + 5+5+4 + 4+4+4) / 11 = 43 / 11
    expect(m.calculatorWeek.price).toBe(3.25); // (5 + 3 + 1 + 4) / 4
    expect(m.calculatorWeek.speed).toBe(4); // (4 + 4) / 2
    expect(m.calculatorWeek.otherClear).toBe(4.33); // (5 + 4 + 4) / 3
  });
  it('counts by source, low scores and "no" to Q7', () => {
    expect(r.total.sumTypeSurvey).toEqual({ app: 1, room: 1, public1: 1, public2: 1, badPoint: 2, notCome: 1 });
  });
  it('comments: in time order, low-score flag, feedback hidden for "paper survey"', () => {
    expect(r.gestOpinion.map((o) => [o.text, o.low, o.feedbackHidden, o.week])).toEqual([
      ['Room was dusty', true, false, 1],
      ['paper survey: guest wrote', true, true, 2],
    ]);
    expect(r.rotenGuestOpinion.map((o) => o.text)).toEqual(['Water too hot']);
  });
  it('chart: departments by period', () => {
    expect(r.dataChart.labels).toEqual(['Reception', 'Azuman', 'Kitchen', 'HouseKeeping', 'Roten', 'Massage']);
    expect(r.dataChart.datasets.map((d) => d.label)).toEqual([
      'Week 1',
      'Week 2',
      'Week 3',
      'Week 4',
      'Week 5',
      'Month',
    ]);
    expect(r.dataChart.datasets[2].data.every((v) => v === null)).toBe(true);
  });
  it('branch 11 adds Server and Maintainer; the previous month becomes oldMonth', () => {
    const r11 = surveyMonthReport(11, '2026-11', entries, [guest('2026-10-15', [2, 2, 2, 2, 2, 2, 2, 2, 2, 2])]);
    expect(r11.departments.map((d) => d.key)).toEqual([
      'reception',
      'azuman',
      'kitchen',
      'hk',
      'roten',
      'massage',
      'server',
      'maintainer',
    ]);
    expect(r11.oldMonth).toMatchObject({ count: 1, start: '2026-10-01', end: '2026-10-31' });
    expect(r11.oldMonth?.averageWeek.reception).toBe(2);
    expect(r.oldMonth).toBeNull();
  });
});
