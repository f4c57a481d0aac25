import { IonButton } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { ComparisonAnswer } from '../../../contract/acc-comparison';
import { UPDATE_SUCCESS } from '../../../domain/acc-rules';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { saveBreakfastCount } from './registers-api';

type Count = ComparisonAnswer['numberBF'];

/** One month's count: an input and Save when the server says it may change (role 4, less than 62 days old). */
function MonthCount({ branchId, count, onSaved }: { branchId: number; count: Count; onSaved: (c: Count) => void }) {
  const t = useT('acc-registers');
  const [text, setText] = useState(String(count.number));
  const [busy, setBusy] = useState(false);
  const notice = useNotice();
  useEffect(() => setText(String(count.number)), [count.number]);
  const last = count.log.at(-1);
  const save = async () => {
    const number = Number(text);
    if (!/^\d{1,7}$/.test(text.trim())) return notice(t('The breakfast count is a whole number of 0 or more'));
    setBusy(true);
    const res = await saveBreakfastCount(branchId, count.month, number);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg);
    toast(t(UPDATE_SUCCESS));
    onSaved(res.data.data);
  };
  return (
    <div className="cmp-bf-month" data-testid={`bf-${count.month}`}>
      <span className="cmp-bf-label">{count.month}</span>
      {count.editable ? (
        <form
          className="cmp-bf-form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <input
            aria-label={t('Breakfast count {{month}}', { month: count.month })}
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <IonButton type="submit" size="small" disabled={busy || text === String(count.number)}>
            {t('Save')}
          </IonButton>
        </form>
      ) : (
        <strong>{formatNumber(count.number, 0)}</strong>
      )}
      {last && (
        <span className="cmp-bf-log">
          {t('{{by}}, {{day}}: {{before}} → {{after}}', {
            by: last.by,
            day: last.at.slice(0, 10),
            before: formatNumber(last.before, 0),
            after: formatNumber(last.number, 0),
          })}
        </span>
      )}
    </div>
  );
}

/** The monthly breakfast count of both months (spec 2 sections 3.6, 4.5). */
export function BreakfastCount(props: { branchId: number; counts: Count[]; onSaved: (c: Count) => void }) {
  const t = useT('acc-registers');
  return (
    <section className="cmp-bf" aria-label={t('Breakfast count')}>
      <h3>{t('Breakfast count')}</h3>
      {props.counts.map((c) => (
        <MonthCount key={c.month} branchId={props.branchId} count={c} onSaved={props.onSaved} />
      ))}
    </section>
  );
}
