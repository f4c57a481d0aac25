import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { viewReportApi, type ReportContent } from '../../../contract/view-report';
import { NO_DATA } from '../../../domain/messages';
import { useT } from '../../lib/i18n';
import { cachedRequest } from '../../lib/request';
import { toast } from '../../lib/toast';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { ReportLines } from './ReportLines';
import './view-report.css';

type Loaded = { content: ReportContent; stale: boolean };

/**
 * /view_report/:branchReport/:typeReport/:dayReport/:dayInputReport: a report read-only, kept on this device
 * (the last answer of its address) so it opens offline. A refusal's msg shows as an info toast (3 s, top).
 */
export default function ViewReportPage() {
  const t = useT('view-report');
  const p = useParams<{ branchReport: string; typeReport: string; dayReport: string; dayInputReport: string }>();
  const wide = useWide();
  const [state, setState] = useState<Loaded | 'loading' | 'none'>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    void cachedRequest(viewReportApi.get, {
      branch: p.branchReport ?? '',
      type: p.typeReport ?? '',
      day: p.dayReport ?? '',
      inputDay: p.dayInputReport ?? '',
    }).then((res) => {
      if (!live) return;
      if (!res.ok) {
        toast(res.error.msg, 'primary');
        return setState('none');
      }
      setState({ content: res.data.data.content, stale: 'stale' in res && !!res.stale });
    });
    return () => {
      live = false;
    };
  }, [p.branchReport, p.typeReport, p.dayReport, p.dayInputReport]);

  return (
    <AppPage title={t('OFFILE FILE')} fill>
      {state === 'loading' ? (
        <p className="rc-empty">{t('Loading')}</p>
      ) : state === 'none' ? (
        <p className="rc-empty">{t(NO_DATA)}</p>
      ) : (
        <>
          <div className="vr-head" data-testid="vr-head">
            <h2>{state.content.title}</h2>
            <p>
              {state.content.branchName} · {state.content.day} · {t('input {{day}}', { day: state.content.inputDay })}
              {state.stale && ` · ${t('offline copy')}`}
            </p>
            <p className="vr-sums">
              {Object.entries(state.content.sums).map(([c, v]) => (
                <span key={c}>
                  {c} {v.toLocaleString('en-US')}
                </span>
              ))}
            </p>
          </div>
          <ReportLines lines={state.content.lines} wide={wide} />
        </>
      )}
    </AppPage>
  );
}
