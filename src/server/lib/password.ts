import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost of new hashes (2^17, r 8: 128 MiB and a few hundred ms per hash). Stored hashes carry their
 * own N, so hashes made before (2^14) still verify.
 */
export const PASSWORD_COST = 2 ** 17;
const R = 8;
const KEYLEN = 64;
/** Costs a stored hash may name: a damaged or forged hash cannot make the server allocate more. */
const MIN_COST = 2 ** 10;
const MAX_COST = 2 ** 20;

function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; maxmem leaves twice that.
  const maxmem = 128 * n * R * 2;
  return new Promise((res, rej) => {
    scrypt(password, salt, KEYLEN, { N: n, r: R, p: 1, maxmem }, (err, key) => (err ? rej(err) : res(key)));
  });
}

/** scrypt$N$salt$hash (salt and hash base64), a fresh random salt each time. */
export async function hashPassword(password: string, n = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n);
  return `scrypt$${n}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A well-formed hash at the current cost that no password matches: unknown e-mails cost as much as known ones. */
export const DUMMY_HASH = `scrypt$${PASSWORD_COST}$${'A'.repeat(22)}==$${'A'.repeat(86)}==`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, cost, salt, hash] = stored.split('$');
  const n = Number(cost);
  if (kind !== 'scrypt' || !salt || !hash || !/^\d+$/.test(cost ?? '')) return false;
  if (n < MIN_COST || n > MAX_COST || (n & (n - 1)) !== 0) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), n);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
