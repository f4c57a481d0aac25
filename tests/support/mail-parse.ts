/** Decodes a quoted-printable body so tests can read links and tables in a raw message. */
export function simpleParser(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
