import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useT } from '../../lib/i18n';
import { MonthToolbar } from '../../ui/MonthToolbar';
import { BranchCards } from './BranchCards';
import { BranchCharts } from './BranchCharts';
import { useBranchReport, type Span } from './use-branch-report';

const SPAN_LABEL = { branch: 'Branch', area: 'Area', chain: 'Chain' } as const satisfies Record<Span, string>;

/** Report total > View Branch: a branch's (or the area's, the chain's) month of bookings in cards and charts. */
export default function ViewBranchTab() {
  const t = useT('report-total');
  const s = useBranchReport();
  const d = s.data;
  return (
    <div className="rt-branch" data-testid="view-branch-tab">
      {s.spans.length > 1 && (
        <IonSegment
          value={s.span}
          onIonChange={(e) => s.setSpan(e.detail.value as Span)}
          className="rt-span"
          aria-label={t('What to load')}
        >
          {s.spans.map((v) => (
            <IonSegmentButton key={v} value={v} data-testid={`rt-span-${v}`}>
              <IonLabel>{t(SPAN_LABEL[v])}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
      )}
      <MonthToolbar
        picks={{ choice: s.choice, setChoice: s.setChoice, month: s.month, setMonth: s.setMonth }}
        onLoad={() => void s.load()}
        loading={s.loading}
        headingKey=""
        loadTestId="rt-load"
      />
      {!d ? (
        <p className="rc-empty">{t('Pick the branch and the month, then Load Data.')}</p>
      ) : (
        <div className="rt-body">
          <p className="rt-head" data-testid="rt-head">
            <strong>{s.span === 'chain' ? t('All branches') : d.branchInformation.name}</strong> ·{' '}
            {t('{{rooms}} rooms', { rooms: d.branchInformation.room })} · {d.month}
            {d.stale && ` · ${t('offline copy')}`}
          </p>
          <BranchCards c={d.content} />
          <BranchCharts c={d.content} rooms={d.branchInformation.room} />
        </div>
      )}
    </div>
  );
}
