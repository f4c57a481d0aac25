import { IonSpinner } from '@ionic/react';
import { useEffect, useMemo, useState } from 'react';
import type { DocDiffAnswer, VersionMeta } from '../../contract/docs';
import type { DiffRow, FieldChange } from '../../domain/doc-diff';
import type { ApiResult } from '../lib/api';
import { shown } from '../lib/document/row-diff';
import { VirtualCards } from './VirtualCards';
import './version-diff.css';
import { currentLanguage, useT } from '../lib/i18n';

// Two versions of a report compared (issue 17): two version pickers with who made each and when, the head
// and totals that changed, then the rows: a table on tablets (before → after per field; added rows green,
// removed red), cards on phones. Shared by every versioned report; the page gives the calls and the words.

export interface DiffWords {
  /** A field's heading ('vnd' → 'VND'). */
  field: (field: string) => string;
  /** A row as people name it (invoice number, guest, room). */
  row: (row: DiffRow) => string;
  /** A value as shown (default: numbers with separators, lists counted). */
  value?: (field: string, value: unknown) => string;
  /** The fields listed for a row added or removed (default: its first filled fields). */
  brief?: (row: DiffRow) => string[];
}

type EntryKind = 'changed' | 'added' | 'removed';
interface Entry {
  kind: EntryKind;
  key: string;
  label: string;
  fields: FieldChange[];
}

const BRIEF = 6;
const KIND_TEXT = { changed: 'Changed', added: 'Added', removed: 'Removed' } as const; // common catalog keys

function briefOf(row: DiffRow, words: DiffWords): string[] {
  if (words.brief) return words.brief(row);
  return Object.keys(row)
    .filter((f) => f !== 'ID' && shown(row[f]) !== '—')
    .slice(0, BRIEF);
}

function entriesOf(d: DocDiffAnswer, words: DiffWords): Entry[] {
  const whole = (kind: 'added' | 'removed', row: DiffRow, i: number): Entry => ({
    kind,
    key: `${kind}:${String(row.ID ?? i)}`,
    label: words.row(row),
    fields: briefOf(row, words).map((field) =>
      kind === 'added'
        ? { field, before: undefined, after: row[field] }
        : { field, before: row[field], after: undefined },
    ),
  });
  return [
    ...d.changed.map((c) => ({
      kind: 'changed' as const,
      key: `changed:${c.key}`,
      label: words.row(c.row),
      fields: c.fields,
    })),
    ...d.added.map((r, i) => whole('added', r, i)),
    ...d.removed.map((r, i) => whole('removed', r, i)),
  ];
}

function useValue(words: DiffWords) {
  return (field: string, v: unknown) => (words.value ? words.value(field, v) : shown(v));
}

/**
 * 'YYYY-MM-DD HH:mm' in the chain's time (Viet Nam, as the audit trail shows it), whatever the device's zone;
 * in Vietnamese and Japanese, as the language writes a date and time (same zone).
 */
const TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const LOCAL_TIME = {
  vi: new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' }),
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' }),
};
const at = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const lang = currentLanguage();
  return lang === 'en' ? TIME.format(d) : LOCAL_TIME[lang].format(d);
};

/** Who made a version and when: the maker, the last save, the send. */
function Who({ meta }: { meta: VersionMeta | undefined }) {
  const t = useT('common');
  if (!meta) return <span className="vd-who">…</span>;
  return (
    <span className="vd-who" data-testid={`version-who-${meta.version}`}>
      {t('Made by')} <b>{meta.maker || '—'}</b>
      {t(' · saved by {{who}} {{time}}', { who: meta.updatedBy || '—', time: at(meta.updatedAt) })}
      {meta.sentAt
        ? t(' · sent by {{who}} {{time}}', { who: meta.sentBy ?? '—', time: at(meta.sentAt) })
        : t(' · not sent')}
    </span>
  );
}

function Picker(p: {
  label: string;
  value: number;
  versions: readonly number[];
  meta: VersionMeta | undefined;
  onChange: (v: number) => void;
}) {
  const t = useT('common');
  return (
    <label className="vd-pick">
      <span className="vd-pick-label">{p.label}</span>
      <select
        aria-label={t('{{which}} version', { which: p.label })}
        value={p.value}
        onChange={(e) => p.onChange(Number(e.target.value))}
      >
        {p.versions.map((v) => (
          <option key={v} value={v}>
            {t('Version {{version}}', { version: v })}
          </option>
        ))}
      </select>
      <Who meta={p.meta} />
    </label>
  );
}

function Change({ f, value }: { f: FieldChange; value: (field: string, v: unknown) => string }) {
  return (
    <span className="vd-change">
      {f.before !== undefined && <span className="vd-before">{value(f.field, f.before)}</span>}
      {f.before !== undefined && f.after !== undefined && <span className="vd-arrow"> → </span>}
      {f.after !== undefined && <span className="vd-after">{value(f.field, f.after)}</span>}
    </span>
  );
}

/** The head (maker, note) and totals that changed, as one short list. */
function HeadChanges({ d, words }: { d: DocDiffAnswer; words: DiffWords }) {
  const value = useValue(words);
  const all = [...d.head, ...d.totals];
  if (all.length === 0) return null;
  return (
    <ul className="vd-head" data-testid="diff-head">
      {all.map((f) => (
        <li key={f.field}>
          <span className="vd-field">{words.field(f.field)}</span> <Change f={f} value={value} />
        </li>
      ))}
    </ul>
  );
}

function Counts({ d }: { d: DocDiffAnswer }) {
  const t = useT('common');
  return (
    <p className="vd-counts" data-testid="diff-counts">
      <span>{t('{{n}} changed', { n: d.changed.length })}</span> ·{' '}
      <span className="vd-added-text">{t('{{n}} added', { n: d.added.length })}</span> ·{' '}
      <span className="vd-removed-text">{t('{{n}} removed', { n: d.removed.length })}</span> ·{' '}
      {t('{{n}} unchanged', { n: d.unchanged })}
    </p>
  );
}

function DiffTable({ entries, words }: { entries: Entry[]; words: DiffWords }) {
  const t = useT('common');
  const value = useValue(words);
  return (
    <table className="vd-table" data-testid="diff-table">
      <thead>
        <tr>
          <th>{t('Row')}</th>
          <th>{t('Field')}</th>
          <th>{t('Before')}</th>
          <th>{t('After')}</th>
        </tr>
      </thead>
      {entries.map((e) => (
        <tbody key={e.key} className={`vd-${e.kind}`} data-testid={`diff-${e.kind}`}>
          {e.fields.map((f, i) => (
            <tr key={f.field}>
              {i === 0 && (
                <th scope="rowgroup" rowSpan={e.fields.length} className="vd-row">
                  <span className={`vd-badge ${e.kind}`}>{t(KIND_TEXT[e.kind])}</span>
                  <span className="vd-row-label">{e.label}</span>
                </th>
              )}
              <td className="vd-field">{words.field(f.field)}</td>
              <td className="vd-before">{f.before === undefined ? '' : value(f.field, f.before)}</td>
              <td className="vd-after">{f.after === undefined ? '' : value(f.field, f.after)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function DiffCard({ e, words }: { e: Entry; words: DiffWords }) {
  const t = useT('common');
  const value = useValue(words);
  return (
    <div className={`vd-card-body vd-${e.kind}`}>
      <div className="vd-card-top">
        <span className={`vd-badge ${e.kind}`}>{t(KIND_TEXT[e.kind])}</span>
        <span className="vd-row-label">{e.label}</span>
      </div>
      <dl className="vd-fields">
        {e.fields.map((f) => (
          <div key={f.field} className="vd-line">
            <dt className="vd-field">{words.field(f.field)}</dt>
            <dd>
              <Change f={f} value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function VersionDiff({
  versions,
  from,
  to,
  onPick,
  load,
  words,
  wide,
}: {
  /** The version numbers of the period, for the two pickers. */
  versions: readonly number[];
  from: number;
  to: number;
  onPick: (from: number, to: number) => void;
  load: (from: number, to: number) => Promise<ApiResult<{ data: DocDiffAnswer }>>;
  words: DiffWords;
  wide: boolean;
}) {
  const t = useT('common');
  const [state, setState] = useState<{ diff?: DocDiffAnswer; error?: string; loading: boolean }>({ loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ diff: s.diff, loading: true }));
    if (from === to) {
      setState({ loading: false, error: t('Pick two different versions to compare') });
      return;
    }
    void load(from, to).then((res) => {
      if (!live) return;
      setState(res.ok ? { diff: res.data.data, loading: false } : { error: res.error.msg, loading: false });
    });
    return () => {
      live = false;
    };
  }, [from, to, load, t]);
  const d = state.error ? undefined : state.diff;
  const entries = useMemo(() => (d ? entriesOf(d, words) : []), [d, words]);
  const choices = versions.length > 0 ? versions : [from, to];
  const top = (
    <div className="vd-top">
      <div className="vd-picks">
        <Picker label={t('From')} value={from} versions={choices} meta={d?.from} onChange={(v) => onPick(v, to)} />
        <Picker label={t('To')} value={to} versions={choices} meta={d?.to} onChange={(v) => onPick(from, v)} />
      </div>
      {state.loading && <IonSpinner name="dots" aria-label={t('Loading')} />}
      {state.error && (
        <p className="vd-error" role="alert">
          {state.error}
        </p>
      )}
      {d && <Counts d={d} />}
      {d && <HeadChanges d={d} words={words} />}
      {d && entries.length === 0 && <p className="vd-same">{t('The rows of both versions are the same.')}</p>}
    </div>
  );
  if (wide) {
    return (
      <div className="vd-wide" data-testid="version-diff">
        {top}
        {entries.length > 0 && <DiffTable entries={entries} words={words} />}
      </div>
    );
  }
  return (
    <div className="vd-phone" data-testid="version-diff">
      <VirtualCards
        items={entries}
        keyOf={(e) => e.key}
        estimate={140}
        testId="diff-cards"
        cardTestId="diff-card"
        className="vd-cards"
        cardClass={() => 'vd-card'}
        header={top}
      >
        {(e) => <DiffCard e={e} words={words} />}
      </VirtualCards>
    </div>
  );
}
