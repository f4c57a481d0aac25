/** A new random id (rows, idempotency keys, this device): crypto.randomUUID where the browser has it. */
export function newId(): string {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
