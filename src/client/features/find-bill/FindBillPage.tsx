import { IonButton, IonCheckbox, IonSelect, IonSelectOption, IonSpinner } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { branchToday } from '../../../domain/branches';
import { yearsFrom } from '../../../domain/constants';
import { NO_DATA } from '../../../domain/messages';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { FIND_BY, hitHref, isRcSum, MODULES, type FindModule, type FindType } from './find-bill';
import { HitCards, HitTable } from './HitList';
import { useFindBill } from './use-find-bill';
import '../../ui/sheet/sheet.css';
import './find-bill.css';

/** /find_bill/:typeFind: rcsum searches the reception sums, anything else the accountant sums (spec 2 sections 2.3, 5.3). */
export default function FindBillPage() {
  const { typeFind } = useParams<{ typeFind: string }>();
  const rcsum = isRcSum(typeFind);
  const wide = useWide();
  const f = useFindBill(rcsum);
  const s = f.state;
  const years = yearsFrom(Number(branchToday(f.own).slice(0, 4)));
  const hits = s.kind === 'found' ? s.hits : [];
  const href = (h: (typeof hits)[number]) => (s.kind === 'found' ? hitHref(rcsum, s.module, s.branch, h) : null);
  return (
    <AppPage title="FIND BILL">
      <h2 className="fb-head">{rcsum ? 'Find Bill on RC Sum' : 'Find Bill on Acc Sum'}</h2>
      <form
        className="fb-form"
        onSubmit={(e) => {
          e.preventDefault();
          void f.find();
        }}
      >
        <BranchPicker value={f.choice} onChange={f.setChoice} />
        <IonSelect
          aria-label="Year"
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
          aria-label="Find by"
          interface="popover"
          className="sb-picker"
          value={f.type}
          onIonChange={(e) => f.setType(e.detail.value as FindType)}
        >
          {FIND_BY.map((t) => (
            <IonSelectOption key={t.value} value={t.value}>
              {t.label}
            </IonSelectOption>
          ))}
        </IonSelect>
        {!rcsum && (
          <>
            <IonSelect
              aria-label="Module"
              interface="popover"
              className="sb-picker"
              value={f.module}
              onIonChange={(e) => f.setModule(e.detail.value as FindModule)}
            >
              {MODULES.map((m) => (
                <IonSelectOption key={m.value} value={m.value}>
                  {m.label}
                </IonSelectOption>
              ))}
            </IonSelect>
            <IonCheckbox checked={f.exact} onIonChange={(e) => f.setExact(e.detail.checked)} labelPlacement="end">
              Exact key
            </IonCheckbox>
          </>
        )}
        <input
          className="fb-key"
          aria-label="Key search"
          placeholder={FIND_BY.find((t) => t.value === f.type)?.label.replace('by ', '') ?? 'Key'}
          value={f.key}
          onChange={(e) => f.setKey(e.target.value)}
          autoCapitalize="characters"
        />
        <IonButton type="submit" size="small" disabled={s.kind === 'searching'}>
          Find
        </IonButton>
        {s.kind === 'searching' && <IonSpinner name="dots" />}
      </form>
      {s.kind === 'error' && (
        <p className="sb-error fb-msg" role="alert" data-testid="find-message">
          {s.msg}
        </p>
      )}
      {s.kind === 'found' && (
        <>
          <p className="sb-muted fb-msg" role="status" data-testid="find-count">
            {hits.length ? `${hits.length} bill(s) for ${s.key} in ${f.year}` : NO_DATA}
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
