// The month's survey sheet (document 4): date and time, room, Q1-Q4, the ten Q5 scores, Q6, Q7, Q8, then
// the source, status and the supervisor's note; scores of 2 or less in red. Made for each request.
import type ExcelJS from 'exceljs';
import type { SurveyEntry } from '../../../contract/survey';
import { scoreIsRed, SUB_SCORES } from '../../../domain/survey';
import {
  Q1_CHOICES,
  Q2_CHOICES,
  Q3_CHOICES,
  Q4_CHOICES,
  Q6_CHOICES,
  Q7_CHOICES,
  SUB_SCORE_LABELS,
  labelOf,
} from '../../../domain/survey-questions';
import { excel, HEADER_FILL, solid } from '../../lib/xlsx';

export const surveyFileName = (code: string, month: string, generation: string): string =>
  `${code}_${month}_${generation === 'old' ? 'OldSurvey' : 'Survey'}.xlsx`;

const many = (list: typeof Q4_CHOICES, keys: string[], other: string) =>
  [
    ...keys.filter((k) => k !== 'other').map((k) => labelOf(list, k)),
    ...(keys.includes('other') ? [`Other: ${other}`] : []),
  ].join(', ');

export const SHEET_HEADERS = [
  'Date',
  'Time',
  'Room',
  'Q1 Length of stay',
  'Q2 Age',
  'Q3 Visits',
  'Q4 How you knew us',
  ...SUB_SCORES.map((s) => `Q5 ${SUB_SCORE_LABELS[s].en}`),
  'Q6 What matters',
  'Q7 Come again',
  'Q8 Comments',
  'Source',
  'Status',
  'Supervisor note',
];

export async function buildSurveyXlsx(
  branch: { code: string; name: string },
  month: string,
  entries: SurveyEntry[],
): Promise<Buffer> {
  const Excel = await excel();
  const wb: ExcelJS.Workbook = new Excel.Workbook();
  wb.creator = 'Sumbook';
  const ws = wb.addWorksheet('Survey', { views: [{ state: 'frozen', xSplit: 3, ySplit: 2 }] });
  ws.addRow([`Guest survey ${month} - ${branch.code} ${branch.name}`]).font = { bold: true, size: 13 };
  const head = ws.addRow(SHEET_HEADERS);
  head.font = { bold: true };
  head.eachCell((c) => {
    c.fill = solid(HEADER_FILL);
    c.alignment = { wrapText: true, vertical: 'middle' };
  });
  for (const e of entries) {
    const a = e.answers;
    const row = ws.addRow([
      e.day,
      e.time,
      e.room,
      a ? labelOf(Q1_CHOICES, a.q1) : '',
      a ? labelOf(Q2_CHOICES, a.q2) : '',
      a ? labelOf(Q3_CHOICES, a.q3) : '',
      a ? many(Q4_CHOICES, a.q4, a.q4Other) : '',
      ...SUB_SCORES.map((_, i) => (a && a.q5[i]?.score ? a.q5[i].score : '')),
      a ? many(Q6_CHOICES, a.q6, a.q6Other) : '',
      a ? labelOf(Q7_CHOICES, a.q7) : '',
      a ? a.q8 : `Rotenburo: ${e.opinion}`,
      e.source,
      e.status,
      e.supFeedback,
    ]);
    SUB_SCORES.forEach((_, i) => {
      if (a && scoreIsRed(a.q5[i]?.score ?? 0)) row.getCell(8 + i).font = { color: { argb: 'FFFF0000' }, bold: true };
    });
  }
  ws.columns.forEach((col, i) => {
    col.width = i < 3 ? 11 : i >= 7 && i < 17 ? 9 : i === 19 || i === 22 ? 40 : 18;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
