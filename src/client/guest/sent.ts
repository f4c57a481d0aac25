// What this device sent today: the read key each send is answered with, kept in localStorage per code and
// room, so a guest who scans the reception's code again sees their own answers (the server shows them to
// no one else). Keys of earlier days are dropped when a new one is kept.
const PREFIX = 'survey.sent.';

interface Sent {
  day: string;
  key: string;
}

export function sentKeyOf(token: string, room: string): string | undefined {
  try {
    const raw = localStorage.getItem(`${PREFIX}${token}:${room}`);
    return raw ? (JSON.parse(raw) as Sent).key : undefined;
  } catch {
    return undefined;
  }
}

export function keepSent(token: string, room: string, sent: Sent): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (!k?.startsWith(PREFIX)) continue;
      const day = (JSON.parse(localStorage.getItem(k) ?? '{}') as Partial<Sent>).day ?? '';
      if (day < sent.day) localStorage.removeItem(k);
    }
    localStorage.setItem(`${PREFIX}${token}:${room}`, JSON.stringify(sent));
  } catch {
    /* private mode: only this visit knows */
  }
}
