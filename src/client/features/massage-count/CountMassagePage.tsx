import { IonButton, IonSpinner } from '@ionic/react';
import { branchById } from '../../../domain/branches';
import { STAFF_NUMBER_LENGTH } from '../../../domain/massage-count';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { MassageRows } from './MassageRows';
import { useMassageCount, type MassageCountState } from './use-massage-count';
import { useT } from '../../lib/i18n';
import { MonthField } from '../../ui/DateField';
import './massage-count.css';

function Toolbar({ s }: { s: MassageCountState }) {
  const t = useT('massage-count');
  return (
    <form
      className="mc-toolbar"
      onSubmit={(e) => {
        e.preventDefault();
        void s.find();
      }}
    >
      <BranchPicker value={s.choice} onChange={s.setChoice} />
      <MonthField label={t('Month')} className="rc-date" value={s.month} onChange={s.setMonth} />
      <input
        className="mc-staff"
        aria-label={t('Staff number')}
        placeholder="00"
        inputMode="numeric"
        maxLength={STAFF_NUMBER_LENGTH}
        value={s.staff}
        onChange={(e) => s.setStaff(e.target.value.replace(/\D/g, '').slice(0, STAFF_NUMBER_LENGTH))}
        data-testid="mc-staff"
      />
      <IonButton size="small" type="submit" disabled={s.loading} data-testid="mc-find">
        {t('Find Massage')}
      </IonButton>
      {s.loading && <IonSpinner name="dots" />}
    </form>
  );
}

/** /count_massage: a staff number's massages of a month, from the branch's sent reception sums. */
export default function CountMassagePage() {
  const t = useT('massage-count');
  const s = useMassageCount();
  const wide = useWide();
  const d = s.data;
  return (
    <AppPage title={t('MASSAGE')} fill>
      <div className="mc-top">
        <Toolbar s={s} />
        <p className="mc-hint">
          {t('Staff numbers are read from the massage rows of the sent reception sums (action or note: MS 07).')}
        </p>
        {d && (
          <div className="mc-totals" data-testid="mc-totals">
            <strong>
              {t('Staff {{n}}', { n: d.staffNumber })} · {branchById(d.branch)?.code ?? d.branch} · {d.month}
            </strong>
            <span>
              {t('Total')} <b data-testid="mc-total">{d.count}</b>
            </span>
            <span>{t('{{min}} min {{n}}', { min: 30, n: d.countWithMassageCase.case30 })}</span>
            <span>{t('{{min}} min {{n}}', { min: 40, n: d.countWithMassageCase.case40 })}</span>
            <span>{t('{{min}} min {{n}}', { min: 70, n: d.countWithMassageCase.case70 })}</span>
          </div>
        )}
      </div>
      {d &&
        (d.dataReturn.length === 0 ? (
          <p className="rc-empty">{t('Have not data')}</p>
        ) : (
          <MassageRows rows={d.dataReturn} wide={wide} />
        ))}
    </AppPage>
  );
}
