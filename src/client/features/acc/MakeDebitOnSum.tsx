import { IonButton } from '@ionic/react';
import { MAKE_DEBIT_ON_SUM } from '../../../domain/acc-rules';
import { useT } from '../../lib/i18n';

/** The three steps drawn: pick "Debit on Sum" and the month, Load Data, SAVE REPORT. */
function Illustration() {
  const t = useT('acc');
  const step = (x: number, n: string, title: string, sub: string) => (
    <g transform={`translate(${x},0)`}>
      <rect x="4" y="8" width="92" height="64" rx="10" fill="#f3eaf9" stroke="#662a82" />
      <circle cx="20" cy="24" r="10" fill="#662a82" />
      <text x="20" y="28" textAnchor="middle" fontSize="12" fill="#fff" fontWeight="700">
        {n}
      </text>
      <text x="50" y="50" textAnchor="middle" fontSize="11" fill="#2b1036" fontWeight="700">
        {title}
      </text>
      <text x="50" y="64" textAnchor="middle" fontSize="9" fill="#4a4453">
        {sub}
      </text>
    </g>
  );
  const arrow = (x: number) => (
    <path d={`M${x} 40 h10 l-4 -4 m4 4 l-4 4`} stroke="#662a82" fill="none" strokeWidth="2" />
  );
  return (
    <svg
      viewBox="0 0 340 80"
      role="img"
      aria-label={t('Pick Debit on Sum and the month, Load Data, then SAVE REPORT')}
      className="acc-howto"
    >
      {step(0, '1', t('Debit on Sum'), t('mode + month'))}
      {arrow(99)}
      {step(112, '2', t('Load Data'), t('debit rows of days'))}
      {arrow(211)}
      {step(224, '3', t('SAVE REPORT'), t('then load Month'))}
    </svg>
  );
}

/** A whole month without its debit on sum: "PLEASE MAKE DEBIT ON SUM", how to, and a shortcut. */
export function MakeDebitOnSum({ onMake }: { onMake: () => void }) {
  const t = useT('acc');
  return (
    <div className="sb-empty-state acc-make-debit" role="alert" data-testid="make-debit-on-sum">
      <strong>{t(MAKE_DEBIT_ON_SUM)}</strong>
      <p>
        {t(
          "The month view adds up the debit on sum of the month. Make it first: choose the load mode Debit on Sum with this month, Load Data (it collects the debit rows of the month's day reports), check them, then SAVE REPORT.",
        )}
      </p>
      <Illustration />
      <div className="sb-empty-actions">
        <IonButton size="small" onClick={onMake}>
          {t('Make the debit on sum')}
        </IonButton>
      </div>
    </div>
  );
}
