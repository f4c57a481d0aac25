// The in-app manual (spec 1 route table, spec 3 "Guide viewer"): each guide has a name (a header tab) and
// a text. Inside the text a line starting with "## " opens a topic (the side list); the text before the
// first topic is the guide's introduction. Blank lines separate paragraphs; lines starting with "- " are
// list items. Plain text only: nothing in a guide is ever read as HTML.

export interface GuideTopic {
  /** '' for the introduction before the first "## " heading. */
  title: string;
  /** The topic's lines, headings excluded. */
  body: string;
}

export type GuideBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

export const GUIDE_NAME_MAX = 100;
export const GUIDE_CONTENT_MAX = 50_000;
export const GUIDE_COUNT_MAX = 50;
export const INTRO_TITLE = 'Overview';

export function guideTopics(content: string): GuideTopic[] {
  const topics: GuideTopic[] = [];
  let current: { title: string; lines: string[] } = { title: '', lines: [] };
  const close = () => {
    const body = current.lines.join('\n').trim();
    if (current.title || body) topics.push({ title: current.title, body });
  };
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      close();
      current = { title: heading[1], lines: [] };
    } else current.lines.push(line);
  }
  close();
  return topics;
}

/** A topic's text as paragraphs and bullet lists. */
export function guideBlocks(body: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const chunk of body.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    let para: string[] = [];
    let items: string[] = [];
    const flushPara = () => {
      if (para.length) blocks.push({ kind: 'p', text: para.join(' ') });
      para = [];
    };
    const flushList = () => {
      if (items.length) blocks.push({ kind: 'list', items });
      items = [];
    };
    for (const l of lines) {
      if (l.startsWith('- ')) {
        flushPara();
        items.push(l.slice(2).trim());
      } else {
        flushList();
        para.push(l);
      }
    }
    flushPara();
    flushList();
  }
  return blocks;
}
