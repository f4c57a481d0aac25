import { z } from 'zod';
import { endpoint } from './endpoint';
import { pushCalls } from './light-calls';

/** A browser's PushSubscription as its toJSON() gives it (the keys base64url). */
export const pushSubscription = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(100),
  }),
});

const done = z.object({ status: z.literal(1), msg: z.string() });

/** Web Push calls: the server's public key, and a device's subscription for the signed-in user. */
export const pushApi = {
  publicKey: endpoint({ ...pushCalls.publicKey, answer: z.object({ status: z.literal(1), key: z.string() }) }),
  subscribe: endpoint({ ...pushCalls.subscribe, body: pushSubscription, answer: done }),
  unsubscribe: endpoint({
    ...pushCalls.unsubscribe,
    body: z.object({ endpoint: z.string().max(1000) }),
    answer: done,
  }),
};
