import { IonButton, IonIcon, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { cloudDownloadOutline, mailOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { branchById } from '../../../domain/branches';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useAddressBranch } from '../../lib/use-address-branch';
import { useNotice } from '../../lib/use-notice';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';

import { EmptyState } from '../../ui/EmptyState';
import { MonthToolbar } from '../../ui/MonthToolbar';
import { EditEntryModal } from './EditEntryModal';
import { ReportView } from './ReportView';
import { ResultCards } from './ResultCards';
import { ResultTable } from './ResultTable';
import { RotenView } from './RotenView';
import { SendReportModal } from './SendReportModal';
import { editWeek, type Generation, type SurveyEntry } from './survey-api';
import { entriesOf } from './survey-view';
import { useReplies } from './use-replies';
import { useSurvey } from './use-survey';
import { WeekStrip } from './WeekStrip';
import '../../ui/sheet/sheet.css';
import './survey.css';

type Tab = 'result' | 'report' | 'roten';

/** /survey_online and /old_survey_online (+ /:branchReport/:monthReport): the guest survey of a branch's month. */
export function SurveyScreen({ generation }: { generation: Generation }) {
  const t = useT('survey');
  const home = generation === 'new' ? '/survey_online' : '/old_survey_online';
  const params = useParams<{ branchReport?: string; monthReport?: string }>();
  const s = useSurvey(generation);
  const replies = useReplies(s);
  const wide = useWide();
  const notice = useNotice();
  const [tab, setTab] = useState<Tab>('result');
  const [period, setPeriod] = useState('month');
  const [editing, setEditing] = useState<SurveyEntry | null>(null);
  const [sending, setSending] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { data, status } = s;

  useAddressBranch({
    key: `${params.branchReport ?? ''}/${params.monthReport ?? ''}`,
    branch: params.branchReport,
    home,
    open: (branchId) => {
      s.pickBranch(branchId);
      const month = params.monthReport ?? s.month;
      s.setMonth(month);
      void s.load(branchId, month, false, !params.monthReport);
    },
    openOwn: () => void s.load(undefined, s.month, false, true),
  });

  const markWeek = async (status: 'True' | 'False') => {
    if (!data || selected.size === 0) return;
    const res = await editWeek(data.branchId, {
      data: { status },
      listSelect: [...selected],
      week: period as 'month',
      date: data.month,
    });
    if (!res.ok) return notice(res.error.msg, t('Update data'));
    toast(t('Update Success'));
    setSelected(new Set());
    void s.load(data.branchId, data.month, true);
  };

  const which = data ? `${branchById(data.branchId)?.code ?? data.branchId} ${data.month}` : '';
  const entries = data ? entriesOf(data, period) : [];
  return (
    <AppPage title={generation === 'new' ? t('SURVEY') : t('OLD SURVEY')} fill>
      <MonthToolbar
        picks={s}
        onLoad={() => void s.load()}
        loading={status.kind === 'loading' ? status.step : false}
        heading={data && <strong data-testid="survey-title">{t('Survey {{which}}', { which })}</strong>}
        summary={data ? <strong data-testid="survey-title">{which}</strong> : undefined}
        headingKey={which}
      />
      {status.kind === 'idle' && <p className="rc-empty">{t('Pick the branch and the month, then Load Data.')}</p>}
      {status.kind === 'empty' && !data && (
        <EmptyState message={status.msg} hint={t('Pick another branch or month and Load Data.')} />
      )}
      {data && (
        <div className="sv-page">
          <WeekStrip data={data} period={period} onPick={setPeriod} />
          <div className="sb-report-actions" role="toolbar" aria-label={t('Survey actions')}>
            <IonButton size="small" fill="outline" onClick={() => void s.download()}>
              <IonIcon aria-hidden="true" slot="start" icon={cloudDownloadOutline} />
              {t('Excel')}
            </IonButton>
            {data.canSend && (
              <IonButton size="small" onClick={() => setSending(true)}>
                <IonIcon aria-hidden="true" slot="start" icon={mailOutline} />
                {t('SEND REPORT')}
              </IonButton>
            )}
            {data.canEdit && wide && selected.size > 0 && (
              <>
                <IonButton size="small" fill="outline" onClick={() => void markWeek('True')}>
                  {t('Count {{n}}', { n: selected.size })}
                </IonButton>
                <IonButton size="small" fill="outline" color="medium" onClick={() => void markWeek('False')}>
                  {t('Do not count {{n}}', { n: selected.size })}
                </IonButton>
              </>
            )}
          </div>
          <IonSegment value={tab} onIonChange={(e) => setTab(e.detail.value as Tab)} className="sv-tabs">
            <IonSegmentButton value="result">
              <IonLabel>{t('Survey Result')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="report">
              <IonLabel>{t('Survey Report')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="roten">
              <IonLabel>{t('Roten Opinion')}</IonLabel>
            </IonSegmentButton>
          </IonSegment>
          {tab === 'result' &&
            (wide ? (
              <ResultTable
                data={data}
                entries={entries}
                replies={replies}
                selected={selected}
                onSelect={(id) =>
                  setSelected((old) => {
                    const next = new Set(old);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    return next;
                  })
                }
                onEdit={setEditing}
              />
            ) : (
              <ResultCards data={data} entries={entries} replies={replies} onEdit={setEditing} />
            ))}
          {tab === 'report' && <ReportView data={data} />}
          {tab === 'roten' && <RotenView data={data} replies={replies} />}
          <SendReportModal
            data={data}
            generation={generation}
            open={sending}
            onClose={() => setSending(false)}
            onSent={() => void s.load(data.branchId, data.month, true)}
          />
          <EditEntryModal
            branchId={data.branchId}
            entry={editing}
            onClose={() => setEditing(null)}
            onSaved={s.replace}
          />
        </div>
      )}
    </AppPage>
  );
}

export default function SurveyOnlinePage() {
  return <SurveyScreen generation="new" />;
}
