// Demo recruitment list: five open positions across the four workplaces, deadlines in the coming weeks.
import { addDays } from '../../../domain/dates';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';

const DEMO_ROWS: [position: string, location: string, inDays: number][] = [
  ['Lễ tân tiếng Nhật', 'Ha Noi', 20],
  ['Nhân viên buồng phòng', 'Ho Chi Minh', 14],
  ['Kỹ thuật viên massage', 'Da Nang', 30],
  ['Phụ bếp', 'Hai Phong', 10],
  ['Kế toán thời vụ', 'Ho Chi Minh', 45],
];

export async function seedRecruitment(db: Db, demo: DemoSeed): Promise<void> {
  const today = demo.now.toISOString().slice(0, 10);
  const at = demo.now.toISOString();
  await db
    .insertInto('recruitment')
    .values(
      DEMO_ROWS.map(([position, location, inDays]) => ({
        position,
        location,
        deadline: addDays(today, inDays),
        updated_at: at,
        updated_by: 'Sumbook demo',
      })),
    )
    .execute();
}
