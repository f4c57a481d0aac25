/** A history line with its ISO time made short: '2026-10-05 10:00 Change Paid by Le Thi Mai'. */
export function shortLog(text: string): string {
  return text.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})\S*/, '$1 $2');
}
