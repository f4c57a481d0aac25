import { IonButton, IonCheckbox, IonSelect, IonSelectOption, IonSpinner } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { branchToday } from '../../../domain/branches';
import { yearsFrom } from '../../../domain/constants';
import { NO_DATA } from '../../../domain/messages';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { FIND_BY, hitHref, isRcSum, MODULES, type FindModule, type FindType } from './find-bill';
import { HitCards, HitTable } from './HitList';
import { findText } from './find-text';
import { useFindBill } from './use-find-bill';
import '../../ui/sheet/sheet.css';
import './find-bill.css';

/** /find_bill/:typeFind: rcsum searches the reception sums, anything else the accountant sums (spec 2 sections 2.3, 5.3). */
export default function FindBillPage() {
  const t = useT('find-bill');
  const { typeFind } = useParams<{ typeFind: string }>();
  const rcsum = isRcSum(typeFind);
  const wide = useWide();
  const f = useFindBill(rcsum);
  const s = f.state;
  const years = yearsFrom(Number(branchToday(f.own).slice(0, 4)));
  const hits = s.kind === 'found' ? s.hits : [];
  const href = (h: (typeof hits)[number]) => (s.kind === 'found' ? hitHref(rcsum, s.module, s.branch, h) : null);
  return (
    <AppPage title={t('FIND BILL')}>
      <h2 className="fb-head">{rcsum ? t('Find Bill on RC Sum') : t('Find Bill on Acc Sum')}</h2>
      <form
        className="fb-form"
        onSubmit={(e) => {
          e.preventDefault();
          void f.find();
        }}
      >
        <BranchPicker value={f.choice} onChange={f.setChoice} />
        <IonSelect
          aria-label={t('Year')}
          interface="popover"
          className="sb-picker"
          value={f.year}
          onIonChange={(e) => f.setYear(String(e.detail.value))}
        >
          {years.map((y) => (
            <IonSelectOption key={y} value={String(y)}>
              {y}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonSelect
          aria-label={t('Find by')}
          interface="popover"
          className="sb-picker"
          value={f.type}
          onIonChange={(e) => f.setType(e.detail.value as FindType)}
        >
          {FIND_BY.map((b) => (
            <IonSelectOption key={b.value} value={b.value}>
              {t(b.labelKey)}
            </IonSelectOption>
          ))}
        </IonSelect>
        {!rcsum && (
          <>
            <IonSelect
              aria-label={t('Module')}
              interface="popover"
              className="sb-picker"
              value={f.module}
              onIonChange={(e) => f.setModule(e.detail.value as FindModule)}
            >
              {MODULES.map((m) => (
                <IonSelectOption key={m.value} value={m.value}>
                  {t(m.labelKey)}
                </IonSelectOption>
              ))}
            </IonSelect>
            <IonCheckbox checked={f.exact} onIonChange={(e) => f.setExact(e.detail.checked)} labelPlacement="end">
              {t('Exact key')}
            </IonCheckbox>
          </>
        )}
        <input
          className="fb-key"
          aria-label={t('Key search')}
          placeholder={t(FIND_BY.find((b) => b.value === f.type)?.keyName ?? 'Key')}
          value={f.key}
          onChange={(e) => f.setKey(e.target.value)}
          autoCapitalize="characters"
        />
        <IonButton type="submit" size="small" disabled={s.kind === 'searching'}>
          {t('Find')}
        </IonButton>
        {s.kind === 'searching' && <IonSpinner name="dots" />}
      </form>
      {s.kind === 'error' && (
        <p className="sb-error fb-msg" role="alert" data-testid="find-message">
          {findText(t, s.msg)}
        </p>
      )}
      {s.kind === 'found' && (
        <>
          <p className="sb-muted fb-msg" role="status" data-testid="find-count">
            {hits.length
              ? t('{{n}} bill(s) for {{key}} in {{year}}', { n: hits.length, key: s.key, year: f.year })
              : t(NO_DATA)}
          </p>
          {wide ? (
            <HitTable hits={hits} branchId={s.branch} href={href} />
          ) : (
            <HitCards hits={hits} branchId={s.branch} href={href} />
          )}
        </>
      )}
    </AppPage>
  );
}
