// Demo surveys: for the demo branches, Sumbook's own survey (generation 'new') for last month and this month
// up to today (2-5 a day, mostly good scores, about one in ten with a 1 or 2 and a comment, some comments in
// Japanese, a few paper surveys, Rotenburo opinions, supervisor replies on some comments), the old site's
// surveys (generation 'old') for the three months before, QR codes (ja) for every room, the tablet pass
// 'tablet2026' and one activated tablet at branch 1. Deterministic; batch inserts; in the seed's transaction.
import { branchToday } from '../../../domain/branches';
import { addDays, daysInMonth, previousMonth } from '../../../domain/dates';
import { hasMassage } from '../../../domain/packages';
import { emptyAnswers, type SurveyAnswers } from '../../../domain/survey-answers';
import {
  Q1_CHOICES,
  Q2_CHOICES,
  Q3_CHOICES,
  Q4_CHOICES,
  Q6_CHOICES,
  Q7_CHOICES,
} from '../../../domain/survey-questions';
import type { Db } from '../../db/connection';
import type { SurveyEntryTable } from '../../db/schema';
import type { DemoSeed } from '../../db/seed/index';
import { rng, type Rng } from '../../db/seed/prng';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/util';
import { ensureCodes } from './code-routes';
import { makeToken } from './token';

export const DEMO_SURVEY_BRANCHES = [1, 3, 5, 8, 11] as const;
export const DEMO_TABLET_PASS = 'tablet2026';
const BY = 'Sumbook demo';
/** Only the stored rows matter here: the signed form of a code is made from the server secret when it is read. */
const NO_SECRET = 'seed';

const GOOD_COMMENTS = [
  'Very clean room and friendly reception. Thank you!',
  'Breakfast was delicious, especially the miso soup.',
  '朝食がとても美味しかったです。また利用します。',
  'スタッフの皆さんが親切でした。',
  'The Rotenburo was the best part of my stay.',
  'Phòng sạch sẽ, nhân viên thân thiện.',
];
const BAD_COMMENTS: { item: number; improve: string[]; text: string }[] = [
  { item: 5, improve: ['internet'], text: 'Wi-Fi in the room kept dropping in the evening.' },
  { item: 5, improve: ['aircon'], text: 'エアコンの音がうるさくて眠れませんでした。' },
  { item: 6, improve: ['smell'], text: 'The room smelled of cigarettes when we arrived.' },
  { item: 4, improve: [], text: 'Breakfast took 20 minutes to come on a busy morning.' },
  { item: 8, improve: ['crowded'], text: '露天風呂が混んでいて入れませんでした。' },
];
const ROTEN_OPINIONS = [
  'Nice hot water, very relaxing after work.',
  'お湯の温度がちょうど良かったです。',
  'Please add more towels in the changing room.',
  'A little too hot for me.',
  'Could you open it earlier in the morning?',
];
const REPLIES = [
  'Thank you, we have checked the room.',
  'We fixed the router on this floor.',
  'ご意見ありがとうございます。改善します。',
];

function answers(r: Rng, branchId: number, bad: (typeof BAD_COMMENTS)[number] | null, comment: string): SurveyAnswers {
  const a = emptyAnswers();
  a.q1 = r.pick(Q1_CHOICES).key;
  a.q2 = r.pick(Q2_CHOICES).key;
  a.q3 = r.pick(Q3_CHOICES).key;
  a.q4 = [r.pick(Q4_CHOICES).key].filter((k) => k !== 'other');
  a.q5 = a.q5.map((_, i) => {
    if (i === 9 && !hasMassage(branchId)) return { score: 0, improve: [], other: '' };
    if ((i === 8 || i === 9) && r.chance(0.4)) return { score: 0, improve: [], other: '' };
    if (bad && bad.item === i) return { score: r.int(1, 2), improve: bad.improve, other: '' };
    return { score: r.chance(0.7) ? r.int(4, 5) : 3, improve: [], other: '' };
  });
  a.q6 = [r.pick(Q6_CHOICES).key, r.pick(Q6_CHOICES).key].filter((k, i, l) => k !== 'other' && l.indexOf(k) === i);
  a.q7 = bad && r.chance(0.3) ? 'unknown' : r.chance(0.93) ? Q7_CHOICES[0].key : Q7_CHOICES[2].key;
  a.q8 = comment;
  return a;
}

type EntryRow = Omit<SurveyEntryTable, 'id' | 'send_id'>;

export async function seedSurvey(db: Db, demo: DemoSeed): Promise<void> {
  const r = rng(20261124);
  const created = nowIso();
  const passHash = await hashPassword(DEMO_TABLET_PASS, 2 ** 10);
  for (const branchId of DEMO_SURVEY_BRANCHES) {
    await db
      .insertInto('survey_config')
      .values({ branch_id: branchId, pass_hash: passHash, pass_updated_at: created, update_info: '{}' })
      .execute();
    const rooms = (await db.selectFrom('rooms').select('number').where('branch_id', '=', branchId).execute()).map(
      (x) => x.number,
    );
    if (rooms.length === 0) continue;
    const codes = await ensureCodes(db, NO_SECRET, branchId, 'ja', BY);
    const rotenCode = codes.find((c) => c.target === 'roten');
    const today = branchToday(branchId, demo.now);
    const month = today.slice(0, 7);
    const rows: EntryRow[] = [];
    const add = (generation: string, day: string, count: number, rotenChance: number) => {
      for (let k = 0; k < count; k++) {
        const badOne = r.chance(0.1) ? r.pick(BAD_COMMENTS) : null;
        const paper = generation === 'new' && r.chance(0.04);
        const comment = badOne
          ? badOne.text
          : paper
            ? 'paper survey: entered by reception'
            : r.chance(0.25)
              ? r.pick(GOOD_COMMENTS)
              : '';
        const room = r.pick(rooms);
        const source = paper
          ? 'paper'
          : generation === 'old'
            ? r.pick(['roomScan', 'app'])
            : r.pick(['roomScan', 'roomScan', 'tabletInput', 'tabletScan']);
        const code = codes.find((c) => c.target === 'room' && c.room === room);
        const replied = badOne && r.chance(0.6);
        rows.push({
          branch_id: branchId,
          generation,
          kind: 'guest',
          day,
          time: `${String(r.int(7, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`,
          room,
          source,
          lang: r.chance(0.7) ? 'ja' : r.pick(['en', 'vi']),
          status: 'True',
          answers: JSON.stringify(answers(r, branchId, badOne, comment)),
          opinion: '',
          sup_feedback: replied ? r.pick(REPLIES) : '',
          note_change: replied ? `Supervisor ${day} 18:00` : '',
          rev: replied ? 2 : 1,
          token_id: code?.token_id ?? '',
          dedupe_key: null,
          created_at: created,
          updated_at: created,
          updated_by: BY,
        });
      }
      if (generation === 'new' && r.chance(rotenChance))
        rows.push({
          branch_id: branchId,
          generation,
          kind: 'roten',
          day,
          time: `${String(r.int(17, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`,
          room: '',
          source: 'roomScan',
          lang: 'ja',
          status: 'True',
          answers: '{}',
          opinion: r.pick(ROTEN_OPINIONS),
          sup_feedback: '',
          note_change: '',
          rev: 1,
          token_id: rotenCode?.token_id ?? '',
          dedupe_key: null,
          created_at: created,
          updated_at: created,
          updated_by: BY,
        });
    };
    let m = previousMonth(month);
    for (let day = `${m}-01`; day < today; day = addDays(day, 1)) add('new', day, r.int(2, 5), 0.35);
    for (let i = 0; i < 3; i++) {
      m = previousMonth(m);
      const [y, mm] = m.split('-').map(Number);
      for (let d = 1; d <= daysInMonth(y, mm); d++) add('old', `${m}-${String(d).padStart(2, '0')}`, r.int(0, 2), 0);
    }
    for (let i = 0; i < rows.length; i += 400)
      await db
        .insertInto('survey_entries')
        .values(rows.slice(i, i + 400))
        .execute();
  }
  // One activated tablet at branch 1, noted 'Reception desk'.
  const input = await makeToken(db, NO_SECRET, {
    branchId: 1,
    target: 'home',
    room: '',
    lang: 'ja',
    source: 'tabletInput',
    tabletN: 1,
    by: BY,
  });
  await makeToken(db, NO_SECRET, {
    branchId: 1,
    target: 'home',
    room: '',
    lang: 'ja',
    source: 'tabletScan',
    tabletN: 1,
    by: BY,
  });
  await db
    .insertInto('survey_tablets')
    .values({
      branch_id: 1,
      n: 1,
      token_id: input.row.token_id,
      on: 1,
      deleted: 0,
      note: 'Reception desk',
      version: '1.0',
      user_agent: 'demo',
      // Activated a month ago (Tablet Status marks only recent activations new).
      created_at: new Date(Date.parse(created) - 30 * 86_400_000).toISOString(),
      last_seen: created,
    })
    .execute();
}
