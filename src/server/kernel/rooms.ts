// A branch's rooms as the month grids read them (expected plan, breakfast): by room type, rooms in number
// order within a type.
import { roomsByType } from '../../domain/expected';
import type { Db } from '../db/connection';

export interface Room {
  number: string;
  type: string;
}

export async function roomsOf(db: Db, branchId: number): Promise<Room[]> {
  const rooms = await db.selectFrom('rooms').select(['number', 'type']).where('branch_id', '=', branchId).execute();
  return roomsByType(rooms).flatMap((g) => g.rooms);
}
