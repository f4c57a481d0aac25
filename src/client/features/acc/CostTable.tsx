import { IonButton, IonIcon } from '@ionic/react';
import { addCircleOutline, saveOutline, trashOutline } from 'ionicons/icons';
import { costBucket, costTotals } from '../../../domain/totals';
import { formatNumber } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import { SaveStatus } from '../../ui/SaveStatus';
import { useT } from '../../lib/i18n';
import type { CostState } from './cost-document';

const TYPES = ['VND', 'USD', 'YEN'] as const;
const decimalsOf = (type: string) => (costBucket(type) === 'USD' ? 2 : 0);

/** The cost-this-day table: No, Name, Price with its type; Add More; delete a row; totals per currency. */
export function CostTable({ cost, editable }: { cost: CostState; editable: boolean }) {
  const t = useT('acc');
  const lines = cost.work.rows;
  const totals = costTotals(lines);
  const edit = editable && !!cost.doc?.edit;
  if (cost.status.kind === 'loading') return <p className="rc-empty">{cost.status.step}</p>;
  if (cost.status.kind === 'empty') return <p className="rc-empty">{cost.status.msg}</p>;
  return (
    <section className="acc-cost" aria-label={t('Cost this day')} data-testid="cost-table">
      <div className="acc-cost-head">
        <h3>{t('Cost this day')}</h3>
        {edit && <SaveStatus state={cost.saveStatus} text={cost.saveText} />}
      </div>
      <ol className="acc-cost-lines">
        {lines.length === 0 && <li className="sb-muted">{t('No cost yet.')}</li>}
        {lines.map((l, i) => (
          <li key={l.ID} className="acc-cost-line" data-testid="cost-line">
            <span className="acc-cost-no">{i + 1}</span>
            {edit ? (
              <>
                <input
                  aria-label={t('Name {{n}}', { n: i + 1 })}
                  value={l.name}
                  maxLength={200}
                  placeholder={t('Name')}
                  onChange={(e) => cost.updateRow(l.ID, { name: e.target.value })}
                />
                <NumberInput
                  label={t('Price {{n}}', { n: i + 1 })}
                  value={l.rate}
                  decimals={decimalsOf(l.type)}
                  onChange={(rate) => cost.updateRow(l.ID, { rate })}
                />
                <select
                  aria-label={t('Type {{n}}', { n: i + 1 })}
                  value={costBucket(l.type)}
                  onChange={(e) => cost.updateRow(l.ID, { type: e.target.value })}
                >
                  {TYPES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
                <button
                  type="button"
                  className="acc-icon-btn"
                  aria-label={t('Delete cost {{n}}', { n: i + 1 })}
                  onClick={() => cost.deleteRows([l.ID])}
                >
                  <IonIcon aria-hidden="true" icon={trashOutline} />
                </button>
              </>
            ) : (
              <>
                <span className="acc-cost-name">{l.name || '–'}</span>
                <span className="acc-num">{formatNumber(l.rate, decimalsOf(l.type))}</span>
                <span>{costBucket(l.type)}</span>
              </>
            )}
          </li>
        ))}
      </ol>
      {edit && (
        <div className="acc-cost-actions">
          <IonButton size="small" fill="outline" onClick={() => cost.addRow()}>
            <IonIcon aria-hidden="true" slot="start" icon={addCircleOutline} />
            {t('Add More')}
          </IonButton>
          <IonButton size="small" onClick={() => void cost.save()} disabled={cost.saving}>
            <IonIcon aria-hidden="true" slot="start" icon={saveOutline} />
            {t('SAVE COST')}
          </IonButton>
        </div>
      )}
      <div className="acc-cost-totals" data-testid="cost-totals">
        <span>
          {t('VND')} <strong>{formatNumber(totals.VND, 0)}</strong>
        </span>
        <span>
          {t('USD')} <strong>{formatNumber(totals.USD, 2)}</strong>
        </span>
        <span>
          {t('YEN')} <strong>{formatNumber(totals.YEN, 0)}</strong>
        </span>
      </div>
    </section>
  );
}
