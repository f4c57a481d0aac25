import { describe, expect, it } from 'vitest';
import { guideBlocks, guideTopics } from '../../src/domain/guide';

describe('guide topics', () => {
  it('splits a guide at "## " headings, the text before the first one being the introduction', () => {
    const topics = guideTopics('Intro line.\r\n\r\n## Load the day\nOpen RC SUM.\n\n## Save\nSave often.\n## Empty');
    expect(topics).toEqual([
      { title: '', body: 'Intro line.' },
      { title: 'Load the day', body: 'Open RC SUM.' },
      { title: 'Save', body: 'Save often.' },
      { title: 'Empty', body: '' },
    ]);
    expect(guideTopics('No headings at all')).toEqual([{ title: '', body: 'No headings at all' }]);
    expect(guideTopics('')).toEqual([]);
    expect(guideTopics('###Not a topic\n#x')).toEqual([{ title: '', body: '###Not a topic\n#x' }]);
  });

  it('reads paragraphs and "- " lists, as text only', () => {
    expect(guideBlocks('Pay with:\n- cash;\n- cards.\n\nThen <b>send</b>\nit.')).toEqual([
      { kind: 'p', text: 'Pay with:' },
      { kind: 'list', items: ['cash;', 'cards.'] },
      { kind: 'p', text: 'Then <b>send</b> it.' },
    ]);
  });
});
