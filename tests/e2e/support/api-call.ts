// A write through the API as a signed-in user, for specs that set their data up before opening a screen.
import { expect } from './fixtures';

/** Calls `method path` with a JSON body; the call must succeed; answers its `data`. */
export async function apiCall<T = { revision: number }>(
  url: string,
  token: string,
  method: string,
  path: string,
  body: unknown,
): Promise<T> {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
}
