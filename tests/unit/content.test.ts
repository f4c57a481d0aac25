import { describe, expect, it } from 'vitest';
import {
  contentAt,
  contentFields,
  contentItemTitle,
  contentPathLabel,
  contentStep,
  isContentLanguage,
  isContentTarget,
} from '../../src/domain/content';

const home = {
  title: 'Azumaya Hotel',
  rooms: 52,
  faq: [
    { question: 'Breakfast?', answer: 'Yes' },
    { question: 'Parking?', answer: 'Motorbikes' },
  ],
  spa: { heading: 'Spa', services: [{ name: 'Foot massage', tags: ['40 min', 'hot stone'] }] },
  empty: null,
};

describe('the content editor', () => {
  it('knows the spec languages and targets, exactly', () => {
    expect(['en', 'ja', 'vi', 'ko'].every(isContentLanguage)).toBe(true);
    expect(isContentLanguage('fr')).toBe(false);
    expect(isContentTarget('memberShip')).toBe(true);
    expect(isContentTarget('membership')).toBe(false);
  });

  it('shows text fields as they are and arrays and objects as openable', () => {
    expect(contentFields(home)).toEqual([
      { key: 'title', kind: 'text', text: 'Azumaya Hotel', count: 0 },
      { key: 'rooms', kind: 'text', text: '52', count: 0 },
      { key: 'faq', kind: 'array', text: '2 items', count: 2 },
      { key: 'spa', kind: 'object', text: '2 fields', count: 2 },
      { key: 'empty', kind: 'text', text: '', count: 0 },
    ]);
    expect(contentFields(['a', ['b']])).toEqual([
      { key: '1', kind: 'text', text: 'a', count: 0 },
      { key: '2', kind: 'array', text: '1 item', count: 1 },
    ]);
    expect(contentFields('text')).toEqual([]);
  });

  it('follows a path through nested arrays', () => {
    const services = contentAt(home, ['spa', 'services']);
    const [first] = contentFields(services);
    const step = contentStep(services, first);
    expect(step).toBe(0);
    const path = ['spa', 'services', step, 'tags'];
    expect(contentAt(home, path)).toEqual(['40 min', 'hot stone']);
    expect(contentPathLabel(path)).toBe('spa › services › 1 › tags');
    expect(contentPathLabel(path, home)).toBe('spa › services › Foot massage › tags');
    expect(contentPathLabel(['faq', 9], home)).toBe('faq › 10');
    expect(contentAt(home, ['faq', 'x'])).toBeUndefined();
    expect(contentAt(home, ['title', 0])).toBeUndefined();
    expect(contentItemTitle(contentAt(home, ['faq', 1]))).toBe('Parking?');
    expect(contentItemTitle('x')).toBeUndefined();
  });
});
