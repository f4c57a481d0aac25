import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from '../../src/client/lib/i18n/rich';

const html = (text: string) =>
  renderToStaticMarkup(<p>{richText(text, { a: (words) => <a href="/user/guider">{words}</a> })}</p>);

describe('richText: a translated sentence with a marked link', () => {
  it.each([
    [
      'Read the <a>manual</a> for the daily steps.',
      '<p>Read the <a href="/user/guider">manual</a> for the daily steps.</p>',
    ],
    [
      '毎日の手順は<a>マニュアル</a>をご覧ください。',
      '<p>毎日の手順は<a href="/user/guider">マニュアル</a>をご覧ください。</p>',
    ],
    ['<a>Hướng dẫn</a> ở đây', '<p><a href="/user/guider">Hướng dẫn</a> ở đây</p>'],
    ['No mark at all', '<p>No mark at all</p>'],
    ['An <b>unknown</b> mark is shown as written', '<p>An &lt;b&gt;unknown&lt;/b&gt; mark is shown as written</p>'],
  ])('%s', (text, expected) => {
    expect(html(text)).toBe(expected);
  });
});
