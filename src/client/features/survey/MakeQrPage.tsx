import { IonButton, IonIcon, IonSelect, IonSelectOption, IonSpinner, useIonAlert } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { surveyApi, type QrCode } from '../../../contract/survey';
import { LANGUAGE_NAMES } from '../../../domain/language';
import { QR_CARD_TEXT, SURVEY_LANGS, type SurveyLang } from '../../../domain/survey-questions';
import { useT } from '../../lib/i18n';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { AppPage } from '../../shell/AppPage';
import { BranchPicker } from '../../ui/BranchPicker';
import { EmptyState } from '../../ui/EmptyState';
import { ReportToolbar } from '../../ui/ReportToolbar';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { LAYOUTS, cardKey, cardTitle, sheetsOf, type Layout } from './qr-sheets';
import './qr.css';

function Card({ code, branchName }: { code: QrCode; branchName: string }) {
  return (
    <div className="qr-card" data-testid="qr-card" data-room={code.room} data-target={code.target}>
      <div className="qr-card-title">{QR_CARD_TEXT.title}</div>
      {QR_CARD_TEXT.lines.map((l) => (
        <div key={l} className="qr-card-line">
          {l}
        </div>
      ))}
      <QRCodeSVG value={code.url} size={220} marginSize={2} level="M" className="qr-card-code" title={code.url} />
      <div className="qr-card-room">{cardTitle(code)}</div>
      <div className="qr-card-branch">{branchName}</div>
    </div>
  );
}

/** /make_qr_survey: printable QR cards of a branch's rooms, the reception and the Rotenburo (document 4). */
export default function MakeQrPage() {
  const t = useT('survey');
  const pick = useBranchChoice();
  const notice = useNotice();
  /** A card's name on this screen, in the user's language (the printed card keeps document 4's English). */
  const nameOf = (c: QrCode) =>
    c.target === 'room' ? t('Room {{room}}', { room: c.room }) : c.target === 'home' ? t('Reception') : t('Rotenburo');
  const [alert] = useIonAlert();
  const [lang, setLang] = useState<SurveyLang>('ja');
  const [layout, setLayout] = useState<Layout>('A6');
  const [codes, setCodes] = useState<QrCode[] | null>(null);
  const [branchName, setBranchName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(0);

  const load = async () => {
    const r = pick.resolve();
    if (!r.ok) return notice(t(r.msg as 'PLEASE SELECT AREA / BRANCH'));
    setBusy(true);
    const res = await request(surveyApi.qrCodes, { branch: r.branch, lang });
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('Load Data'));
    setLoaded(r.branch);
    setCodes(res.data.data.codes);
    setBranchName(res.data.data.branchName);
    setChosen(new Set(res.data.data.codes.filter((c) => c.target === 'room').map(cardKey)));
  };
  const revoke = (c: QrCode) =>
    void alert({
      header: t('New code'),
      message: t('The printed card of {{card}} will stop working at once. Make a new code?', { card: nameOf(c) }),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: t('Make new code'),
          handler: async () => {
            const res = await request(surveyApi.revokeQr, { branch: loaded }, { token: c.token });
            if (!res.ok) return notice(res.error.msg, t('Update data'));
            setCodes((list) => list?.map((x) => (cardKey(x) === cardKey(c) ? res.data.data : x)) ?? null);
            toast(t('Update Success'));
          },
        },
      ],
    });
  const printed = (codes ?? []).filter((c) => chosen.has(cardKey(c)));
  const toggle = (k: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(k)) next.delete(k);
      else next.add(k);
      return next;
    });
  const page = LAYOUTS.find((l) => l.key === layout)?.page ?? 'A4';
  return (
    <AppPage title={t('QR SURVEY')} fill>
      <ReportToolbar
        summary={codes ? <strong>{branchName}</strong> : undefined}
        summaryKey={branchName}
        trailing={null}
      >
        <BranchPicker value={pick.choice} onChange={pick.setChoice} />
        <IonSelect
          aria-label={t('Language')}
          interface="popover"
          className="sb-picker"
          value={lang}
          onIonChange={(e) => setLang(e.detail.value as SurveyLang)}
        >
          {SURVEY_LANGS.map((l) => (
            <IonSelectOption key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonSelect
          aria-label={t('Layout')}
          interface="popover"
          className="sb-picker"
          value={layout}
          onIonChange={(e) => setLayout(e.detail.value as Layout)}
        >
          {LAYOUTS.map((l) => (
            <IonSelectOption key={l.key} value={l.key}>
              {t(l.labelKey)}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonButton size="small" onClick={() => void load()} disabled={busy}>
          {t('Load Data')}
        </IonButton>
        {busy && <IonSpinner name="dots" />}
      </ReportToolbar>
      {!codes && (
        <EmptyState message={t('No QR codes loaded')} hint={t('Pick the branch and the language, then Load Data.')} />
      )}
      {codes && (
        <div className="qr-page">
          <div className="sb-report-actions" role="toolbar" aria-label={t('QR actions')}>
            <IonButton size="small" fill="outline" onClick={() => setChosen(new Set(codes.map(cardKey)))}>
              {t('All')}
            </IonButton>
            <IonButton size="small" fill="outline" onClick={() => setChosen(new Set())}>
              {t('None')}
            </IonButton>
            <IonButton size="small" disabled={printed.length === 0} onClick={() => window.print()}>
              {t('Print {{n}}', { n: printed.length })}
            </IonButton>
          </div>
          <ul className="qr-list" data-testid="qr-list">
            {codes.map((c) => (
              <li key={cardKey(c)} className={chosen.has(cardKey(c)) ? 'on' : ''}>
                <label>
                  <input type="checkbox" checked={chosen.has(cardKey(c))} onChange={() => toggle(cardKey(c))} />{' '}
                  {c.target === 'room' ? c.room : nameOf(c)}
                </label>
                <IonButton
                  size="small"
                  fill="clear"
                  aria-label={t('New code for {{card}}', { card: nameOf(c) })}
                  title={t('New code')}
                  onClick={() => revoke(c)}
                >
                  <IonIcon aria-hidden="true" slot="icon-only" icon={refreshOutline} />
                </IonButton>
              </li>
            ))}
          </ul>
          <div className="qr-preview">
            {sheetsOf(printed, layout)
              .slice(0, 1)
              .map((sheet, i) => (
                <div key={i} className={`qr-sheet qr-${layout}`}>
                  {sheet.map((c) => (
                    <Card key={cardKey(c)} code={c} branchName={branchName} />
                  ))}
                </div>
              ))}
          </div>
          {createPortal(
            <div className="qr-print" data-testid="qr-print">
              {/* eslint-disable-next-line sumbook/no-literal-text -- print CSS, not a text */}
              <style>{`@page { size: ${page}; margin: 0; }`}</style>
              {sheetsOf(printed, layout).map((sheet, i) => (
                <div key={i} className={`qr-sheet qr-${layout}`}>
                  {sheet.map((c) => (
                    <Card key={cardKey(c)} code={c} branchName={branchName} />
                  ))}
                </div>
              ))}
            </div>,
            document.body,
          )}
        </div>
      )}
    </AppPage>
  );
}
