import { IonLabel, IonSegment, IonSegmentButton, IonSpinner } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { reportTotalTabs, type ReportTotalTab as Tab } from '../../../domain/dashboard-scope';
import { ROLE } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { userAtom } from '../../state/session';
import '../../ui/charts/charts.css';
import './report-total.css';

// Each tab loads with its first opening (the charts' chart.js with them).
const ViewBranchTab = lazy(() => import('./ViewBranchTab'));
const CalendarTab = lazy(() => import('./CalendarTab'));
const MembershipTab = lazy(() => import('./MembershipTab'));

const LABELS = {
  branch: 'View Branch',
  calendar: 'Calendar',
  calendar2: 'Calendar 2 (demo)',
  membership: 'Member Ship',
} as const satisfies Record<Tab, string>;

function body(tab: Tab): ReactNode {
  if (tab === 'branch') return <ViewBranchTab />;
  if (tab === 'calendar') return <CalendarTab />;
  if (tab === 'calendar2') return <CalendarTab prediction />;
  return <MembershipTab />;
}

/**
 * /report-total: View Branch, Calendar, Calendar 2 (demo) and Member Ship. View Branch and the calendars keep
 * what they loaded while another tab shows; Member Ship loads its data each time it is switched to (spec 3
 * section 2), so it is mounted only while shown.
 */
export default function ReportTotalPage() {
  const t = useT('report-total');
  const user = useAtomValue(userAtom);
  const tabs = reportTotalTabs(user?.role ?? ROLE.RECEPTION);
  const [tab, setTab] = useState<Tab>(tabs[0]);
  const [opened, setOpened] = useState<Tab[]>([tabs[0]]);
  const open = (to: Tab) => {
    setTab(to);
    if (to !== 'membership') setOpened((o) => (o.includes(to) ? o : [...o, to]));
  };
  return (
    <AppPage title={t('TOTALS')}>
      <IonSegment
        value={tab}
        scrollable
        onIonChange={(e) => open(e.detail.value as Tab)}
        className="rt-tabs"
        aria-label={t('Report total tabs')}
      >
        {tabs.map((k) => (
          <IonSegmentButton key={k} value={k} data-testid={`rt-tab-${k}`}>
            <IonLabel>{t(LABELS[k])}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {[...opened, ...(tab === 'membership' ? [tab] : [])].map((k) => (
        <div key={k} hidden={k !== tab} className="rt-panel">
          <Suspense fallback={<IonSpinner name="dots" />}>{body(k)}</Suspense>
        </div>
      ))}
    </AppPage>
  );
}
