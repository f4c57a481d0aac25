import { Fragment, type ReactNode } from 'react';

// A translated sentence with marked parts (`Read the <a>manual</a> for …`): each `<tag>…</tag>` becomes what
// `parts[tag]` makes of its words, so the link sits wherever the language puts it. One level, no attributes:
// no HTML parser, which /home would otherwise load.
export function richText(text: string, parts: Record<string, (words: string) => ReactNode>): ReactNode[] {
  return text.split(/(<(\w+)>.*?<\/\2>)/).flatMap((piece, i) => {
    if (i % 3 === 2) return []; // the tag name captured beside its part
    const m = /^<(\w+)>(.*?)<\/\1>$/.exec(piece);
    const make = m ? parts[m[1]] : undefined;
    return [<Fragment key={i}>{make && m ? make(m[2]) : piece}</Fragment>];
  });
}
