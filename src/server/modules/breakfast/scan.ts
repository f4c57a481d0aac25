// The room of a scanned code (breakfast "Scan room"): a live survey room card of this branch (its signature
// checked), or a plain room code naming one of the branch's rooms (src/domain/room-code.ts).
import { NOT_A_ROOM_CODE, OTHER_BRANCH_CODE, UNKNOWN_ROOM, parseRoomCode } from '../../../domain/room-code';
import type { Db } from '../../db/connection';
import { liveToken } from '../../kernel/survey-codes';
import { HttpError } from '../../lib/util';

export async function scannedRoom(
  db: Db,
  secret: string,
  text: string,
  branchId: number,
  rooms: ReadonlySet<string>,
): Promise<string> {
  const code = parseRoomCode(text);
  if (!code) throw new HttpError(400, NOT_A_ROOM_CODE);
  let room: string;
  if (code.kind === 'card') {
    const row = await liveToken(db, secret, code.token);
    if (!row || row.target !== 'room') throw new HttpError(400, NOT_A_ROOM_CODE);
    if (row.branch_id !== branchId) throw new HttpError(400, OTHER_BRANCH_CODE);
    room = row.room;
  } else {
    if (code.branchId !== null && code.branchId !== branchId) throw new HttpError(400, OTHER_BRANCH_CODE);
    room = code.room;
  }
  if (!rooms.has(room)) throw new HttpError(400, UNKNOWN_ROOM(room));
  return room;
}
