// What a scanned room code says (breakfast "Scan room", issue 13): a room's survey QR card (the URL that
// /make_qr_survey prints, `…/s/<id>.<signature>`), or a plain room code: the room number alone ("203") or
// with its branch ("room:1:203"). The survey card's room is known from its id (the server checks the
// signature); a plain code's room must be one of the branch's rooms.
export type RoomCode =
  { kind: 'card'; token: string; id: string } | { kind: 'room'; room: string; branchId: number | null };

const CARD = /\/s\/([A-Za-z0-9_-]{8,40}\.[A-Za-z0-9_-]{8,40})(?:[/?#]|$)/;
const PLAIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,9}$/;
const WITH_BRANCH = /^room:(\d{1,4}):([A-Za-z0-9][A-Za-z0-9-]{0,9})$/i;

export function parseRoomCode(text: string): RoomCode | null {
  const t = text.trim();
  const card = CARD.exec(t);
  if (card) return { kind: 'card', token: card[1], id: card[1].split('.')[0] };
  const wb = WITH_BRANCH.exec(t);
  if (wb) return { kind: 'room', room: wb[2], branchId: Number(wb[1]) };
  if (PLAIN.test(t)) return { kind: 'room', room: t, branchId: null };
  return null;
}

export const NOT_A_ROOM_CODE = 'This is not a room QR card';
export const OTHER_BRANCH_CODE = 'This room card belongs to another branch';
export const UNKNOWN_ROOM = (room: string) => `Room ${room} is not a room of this branch`;
