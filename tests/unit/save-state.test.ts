import { describe, expect, it } from 'vitest';
import { saveState, saveStatusText, type SaveFacts } from '../../src/client/lib/document/save-state';
import { sameWork } from '../../src/client/lib/document/row-diff';
import { NO_EDITS, afterChange, afterCommit, type EditCount } from '../../src/domain/versions';

const facts = (f: Partial<SaveFacts>): SaveFacts => ({
  stored: true,
  dirty: false,
  saving: false,
  keptCurrent: true,
  queued: false,
  failed: null,
  ...f,
});

describe('save status follows the server revision', () => {
  it('a sum never saved says so, not "All changes saved"', () => {
    expect(saveStatusText(saveState(facts({ stored: false })), null)).toBe('Not saved yet');
    expect(saveState(facts({ stored: true }))).toBe('saved');
  });
  it('unsaved edits are kept, a queued save waits, a failed auto-save shows its message', () => {
    expect(saveState(facts({ dirty: true }))).toBe('kept');
    expect(saveState(facts({ dirty: true, keptCurrent: false }))).toBe('keeping');
    expect(saveStatusText(saveState(facts({ dirty: true, queued: true })), null)).toBe('Waiting to be sent');
    const failed = { auto: true, msg: 'Please input name people make sum' };
    expect(saveStatusText(saveState(facts({ dirty: true, failed })), failed)).toBe(
      'Auto-save failed: Please input name people make sum',
    );
  });
  it('a draft that holds what the server holds is no unsaved change', () => {
    const rows = [{ ID: 'a', name: 'ITO NAOKI', room: '412', laundry: 0 }];
    expect(
      sameWork({ rows, maker: 'Lan' }, { rows: [{ ID: 'a', name: 'ITO NAOKI', room: '412' }], maker: 'Lan' }),
    ).toBe(true);
    expect(sameWork({ rows, maker: 'Lan' }, { rows: [{ ID: 'a', name: 'ITO NA', room: '412' }], maker: 'Lan' })).toBe(
      false,
    );
    expect(sameWork({ rows, maker: 'Lan' }, { rows, maker: 'Mai' })).toBe(false);
  });
});

describe('an edit is a field changed and left, not a keystroke', () => {
  const type = (c: EditCount, keys: number) => Array.from({ length: keys }).reduce<EditCount>((x) => afterChange(x), c);
  it('typing "412" key by key and leaving the field is one edit', () => {
    const out = afterCommit(type(NO_EDITS, 3));
    expect(out.count).toEqual({ edits: 1, pending: false });
    expect(out.autoSave).toBe(false);
  });
  it('leaving a field with nothing changed counts nothing', () => {
    expect(afterCommit(NO_EDITS).count.edits).toBe(0);
  });
  it('the 10th field left auto-saves, never a keystroke in the middle of a word', () => {
    let c = NO_EDITS;
    const saves: number[] = [];
    for (let field = 1; field <= 12; field++) {
      c = type(c, 5); // "ITO N" ... no save while typing
      const out = afterCommit(c);
      c = out.count;
      if (out.autoSave) saves.push(field);
    }
    expect(saves).toEqual([10]);
  });
});
