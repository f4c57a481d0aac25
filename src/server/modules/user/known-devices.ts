// Browsers that signed in before as a user: a right password from one of them is never held back by the
// failures others cause on the same e-mail (anyone could otherwise lock any known account); its own wrong
// passwords count (on the e-mail too) and back it off like any other browser.
import type { Db } from '../../db/connection';
import { nowIso, sha256 } from '../../lib/util';

/** Devices remembered per user; the least recently used beyond this are forgotten. */
const KEEP = 20;

/** The throttle key of a known browser's own failures on an e-mail (the device id hashed, as it is kept). */
export function knownDeviceKey(email: string, device: string): string {
  return `${email}#device:${sha256(device)}`;
}

export async function isKnownDevice(db: Db, userId: number, device: string | undefined): Promise<boolean> {
  if (!device) return false;
  const row = await db
    .selectFrom('login_devices')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', sha256(device))
    .executeTakeFirst();
  return row !== undefined;
}

/** After a successful sign-in: remember the browser (and forget the user's oldest ones past KEEP). */
export async function rememberDevice(db: Db, userId: number, device: string | undefined): Promise<void> {
  if (!device) return;
  await db
    .insertInto('login_devices')
    .values({ user_id: userId, device_hash: sha256(device), last_login: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_login: nowIso() }))
    .execute();
  const keep = db
    .selectFrom('login_devices')
    .select('device_hash')
    .where('user_id', '=', userId)
    .orderBy('last_login', 'desc')
    .limit(KEEP);
  await db.deleteFrom('login_devices').where('user_id', '=', userId).where('device_hash', 'not in', keep).execute();
}

/** When the password changes: who knew the old one must not keep a way past the throttle. */
export async function forgetDevices(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('login_devices').where('user_id', '=', userId).execute();
}
