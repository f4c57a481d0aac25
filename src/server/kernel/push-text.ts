// The words of a push notice, in one place per language (English only for now: a later issue adds the others;
// a language without its own words gets English). The notice's own title and content follow the heading.

interface PushWords {
  /** The heading of a push, by notification type. */
  heading: Record<number, string>;
  /** The heading of a type this table does not know. */
  other: string;
}

const WORDS: Record<string, PushWords> = {
  en: {
    heading: {
      1: 'Edit request',
      2: 'Edit request',
      3: 'Edit request',
      4: 'Answer to your edit request',
      10: 'Unpaid bill to check',
    },
    other: 'Sumbook notice',
  },
};

/** What the service worker shows for a notification: a heading, and the notice's title and content below it. */
export function pushText(
  n: { type: number; title: string; content: string },
  language: string,
): { title: string; body: string } {
  const words = WORDS[language] ?? WORDS.en;
  const body = [n.title, n.content].filter((s) => s.trim() !== '').join('\n');
  return { title: words.heading[n.type] ?? words.other, body };
}
