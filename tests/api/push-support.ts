// A stand-in push service on a local port, and a device's side of Web Push: its own keys (ECDH P-256 and an
// auth secret, as a browser makes them) and the aes128gcm decryption of RFC 8188 / RFC 8291, with node:crypto.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Push {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  base: string;
  received: Push[];
  /** The status the service answers for a path (201 otherwise), e.g. 410 for a subscription that is gone. */
  answer: Map<string, number>;
  /** Resolves with the first push (received or to come) to `path`, after `skip` earlier ones; fails after ms. */
  next(path: string, skip?: number, ms?: number): Promise<Push>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: Push[] = [];
  const answer = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(req.url ?? '') ?? 201).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const find = (path: string, skip: number) => received.filter((p) => p.path === path)[skip];
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    answer,
    next(path, skip = 0, ms = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push to ${path} within ${ms} ms`)), ms);
        const check = () => {
          const hit = find(path, skip);
          if (!hit) return void waiters.push(check);
          clearTimeout(timer);
          resolve(hit);
        };
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A device's push keys: what PushSubscription.toJSON() carries, and the private half to decrypt with. */
export function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Decrypts an aes128gcm Web Push body (one record) with the device's keys. */
export function decryptPush(body: Buffer, device: ReturnType<typeof deviceKeys>): string {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLen);
  const record = body.subarray(21 + idLen);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}
