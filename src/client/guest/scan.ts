// Reading a room's QR card on the tablet: what a scanned text means (a survey link of this site, or a
// plain room number, src/domain/room-code.ts); the reader is src/client/lib/qr-scan.ts.
import { parseRoomCode } from '../../domain/room-code';

export { scanCamera, scanPhoto, type CameraScan } from '../lib/qr-scan';

export type Scanned = { kind: 'code'; token: string } | { kind: 'room'; room: string } | { kind: 'bad' };

/** A /s/<token> link (any host: cards print the public address) or a plain room number. */
export function readScan(text: string): Scanned {
  const code = parseRoomCode(text);
  if (!code) return { kind: 'bad' };
  return code.kind === 'card' ? { kind: 'code', token: code.token } : { kind: 'room', room: code.room };
}
