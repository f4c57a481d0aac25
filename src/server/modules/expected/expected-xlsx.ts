// The plan as .xlsx (document 4 "Manager expected sheet"): a title row; the capacity of the month and of
// each week over its days; the weekday and the day number over each day's column; the rooms grouped by
// room type down the side with a rate in each cell (a cell with a comment highlighted, the comment as its
// note) and the room's month total; footer rows Total rate, Rooms sold and Capacity Utilization %.
// The month's real length (leap Februaries too). Made for each request, nothing kept on disk.
import type ExcelJS from 'exceljs';
import { dateOf, monthDays, roomsByType } from '../../../domain/expected';
import { amountDecimals, sumMoney } from '../../../domain/money';
import { excel, HEADER_FILL, numFmt, PINK, solid } from '../../lib/xlsx';
import type { PlanKey } from '../../kernel/expected-plan';
import { planCapacity, planReport, type readPlan } from './month-view';

export const COMMENT_FILL = 'FFFFE699';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Columns before the days: room type, room. */
const SIDE = 2;
const PERCENT = '0.00';

export const expectedFileName = (code: string, month: string): string => `${code}_${month}_Expected.xlsx`;
const weekday = (date: string): string => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

type Plan = Awaited<ReturnType<typeof readPlan>>;

function header(ws: ExcelJS.Worksheet, plan: Plan, key: PlanKey, title: string, days: number): void {
  const capacity = planCapacity(plan.cells, plan.rooms.length, key);
  ws.addRow([title]).font = { bold: true, size: 13 };
  const caps = ws.addRow(['Capacity', `Month: ${capacity.capacityMonth.toFixed(2)}%`]);
  for (const w of capacity.weeks) {
    caps.getCell(SIDE + w.from).value = `Week ${w.week} (${w.from}-${w.to}): ${w.capacity.toFixed(2)}%`;
    if (w.to > w.from) ws.mergeCells(2, SIDE + w.from, 2, SIDE + w.to);
  }
  caps.getCell(SIDE + days + 1).value = capacity.capacityMonth;
  caps.getCell(SIDE + days + 1).numFmt = PERCENT;
  const dayList = Array.from({ length: days }, (_, i) => i + 1);
  const names = ws.addRow(['Room type', 'Room', ...dayList.map((d) => weekday(dateOf(key.month, d))), 'Month']);
  const numbers = ws.addRow(['', '', ...dayList, 'Total']);
  for (const c of [1, 2]) ws.mergeCells(3, c, 4, c);
  for (const r of [caps, names, numbers]) {
    r.font = { bold: true };
    for (let c = 1; c <= SIDE + days + 1; c++) {
      r.getCell(c).fill = solid(HEADER_FILL);
      r.getCell(c).alignment = { horizontal: 'center', vertical: 'middle' };
    }
  }
  // Closed days are marked X, as on the screen.
  for (const d of plan.row?.closedDays ?? [])
    if (d <= days) names.getCell(SIDE + d).value = `${weekday(dateOf(key.month, d))} X`;
}

export async function expectedXlsx(plan: Plan, key: PlanKey, title: string): Promise<Buffer> {
  const Excel = await excel();
  const wb: ExcelJS.Workbook = new Excel.Workbook();
  wb.creator = 'Sumbook';
  const ws = wb.addWorksheet(`Expected ${key.month}`, { views: [{ state: 'frozen', xSplit: SIDE, ySplit: 4 }] });
  const days = monthDays(key.month);
  const decimals = amountDecimals(key.branchId);
  const money = numFmt(decimals);
  header(ws, plan, key, `EXPECTED ${title} ${key.month}`, days);
  const byCell = new Map(plan.cells.map((c) => [`${c.room}|${c.day}`, c]));
  for (const group of roomsByType(plan.rooms)) {
    const first = ws.rowCount + 1;
    for (const room of group.rooms) {
      const cells = Array.from({ length: days }, (_, i) => byCell.get(`${room.number}|${i + 1}`));
      const rates = cells.map((c) => (c && c.rate > 0 ? c.rate : null));
      const line = ws.addRow([group.type, room.number, ...rates, sumMoney(rates, decimals)]);
      cells.forEach((c, i) => {
        const cell = line.getCell(SIDE + i + 1);
        cell.numFmt = money;
        if (!c?.comment) return;
        cell.fill = solid(COMMENT_FILL);
        cell.note = c.comment;
      });
      line.getCell(SIDE + days + 1).numFmt = money;
    }
    if (group.rooms.length > 1) ws.mergeCells(first, 1, ws.rowCount, 1);
    ws.getCell(first, 1).alignment = { vertical: 'middle' };
  }
  const report = planReport(plan.cells, plan.row, plan.rooms.length, key);
  const footer: [string, (d: (typeof report.days)[number]) => number, number, string][] = [
    ['Total rate', (d) => d.sumRate, report.totals.sumRate, money],
    ['Rooms sold', (d) => d.sumRoom, report.totals.sumRoom, '0'],
    ['Capacity Utilization %', (d) => d.capacity, report.totals.capacity, PERCENT],
  ];
  for (const [label, value, total, fmt] of footer) {
    const line = ws.addRow([label, '', ...report.days.map(value), total]);
    ws.mergeCells(line.number, 1, line.number, SIDE);
    line.font = { bold: true };
    for (let c = 1; c <= SIDE + days + 1; c++) {
      line.getCell(c).fill = solid(PINK);
      if (c > SIDE) line.getCell(c).numFmt = fmt;
    }
  }
  ws.getColumn(1).width = 12;
  ws.getColumn(2).width = 8;
  for (let d = 1; d <= days; d++) ws.getColumn(SIDE + d).width = decimals > 0 ? 9 : 11;
  ws.getColumn(SIDE + days + 1).width = 14;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
