import { IonButton, useIonAlert } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { BranchOtherBody, BranchRecord } from '../../../contract/branch';
import { BRANCHES } from '../../../domain/branches';
import { REMIND_DAYS_MAX, REMIND_STEPS_MAX } from '../../../domain/debit-remind';
import { SERVICE_RATE_KEYS, type ServiceRateKey } from '../../../domain/manager-lines';
import { tr, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { NumberInput } from '../../ui/NumberInput';
import type { AdminKey } from './texts';
import { branchRecord, saveBranch } from './users-api';
import { refreshBranchNames, useBranchNames } from '../../ui/use-branch-names';

type Form = Pick<BranchRecord, 'name' | 'room' | 'sumRate' | 'fixedExpense' | 'surveyDay'> & {
  serviceRate: Record<string, number>;
  /** The reminder days of unpaid debit lines, as typed ("7, 30, 60"). */
  remindDays: string;
};
/** "7, 30, 60" → [7, 30, 60]; null when a part is not a whole number. */
const daysOf = (text: string): number[] | null => {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  return parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : null;
};
const formOf = (r: BranchRecord): Form => ({
  name: r.name,
  room: r.room,
  sumRate: r.sumRate,
  fixedExpense: r.fixedExpense,
  surveyDay: r.surveyDay,
  serviceRate: { ...r.serviceRate },
  remindDays: r.remindDays.join(', '),
});

/** Only what changed goes to the server (and into the audit trail). */
function changes(was: Form, now: Form): BranchOtherBody {
  const body: BranchOtherBody = {};
  if (now.name.trim() !== was.name) body.name = now.name.trim();
  if (now.room !== was.room) body.rooms = now.room;
  if (now.sumRate !== was.sumRate) body.sumRate = now.sumRate;
  if (now.fixedExpense !== was.fixedExpense) body.fixedExpense = now.fixedExpense;
  if (now.surveyDay !== was.surveyDay) body.surveyDay = now.surveyDay;
  const prices = SERVICE_RATE_KEYS.filter((k) => now.serviceRate[k] !== was.serviceRate[k]);
  if (prices.length) body.serviceRate = Object.fromEntries(prices.map((k) => [k, now.serviceRate[k]]));
  const days = daysOf(now.remindDays);
  if (days && days.join() !== daysOf(was.remindDays)?.join()) body.remindDays = days;
  return body;
}

function problemOf(f: Form): AdminKey | null {
  if (!f.name.trim()) return 'Please input the branch name';
  if (!Number.isInteger(f.room) || f.room < 1) return 'Rooms must be at least 1';
  if (!(f.sumRate > 0)) return 'sumRate must be more than 0';
  if (!Number.isInteger(f.surveyDay) || f.surveyDay < 1 || f.surveyDay > 31) return 'Day report survey must be 1-31';
  const days = daysOf(f.remindDays);
  if (!days || days.length === 0) return 'Give at least one reminder day';
  if (days.length > REMIND_STEPS_MAX || days.some((d) => d < 1 || d > REMIND_DAYS_MAX))
    return 'Reminder days: up to 6 steps, each 1 to 365 days';
  if (!days.every((d, i) => i === 0 || d > days[i - 1])) return 'Reminder days must rise: 7, 30, 60';
  return null;
}

/**
 * Branch (spec 3 section 2): name, ID, area, rooms, sumRate, totalProfit (the month's fixed expense the
 * manager report subtracts), serviceRate per service and the day report survey date. The manager report,
 * the expected plan and the guest number read them at once.
 */
export function BranchSection() {
  const t = useT('admin');
  const [alert] = useIonAlert();
  const notice = useNotice();
  const nameOf = useBranchNames();
  const [branch, setBranch] = useState(1);
  const [record, setRecord] = useState<BranchRecord | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setRecord(null);
    void branchRecord(branch).then((res) => {
      if (!live) return;
      if (!res.ok) return notice(res.error.msg, tr('admin')('Load Data'));
      setRecord(res.data.data);
      setForm(formOf(res.data.data));
      setProblem(null);
    });
    return () => {
      live = false;
    };
  }, [branch, notice]);

  const save = async (body: BranchOtherBody) => {
    const res = await saveBranch(branch, body);
    if (!res.ok) {
      setProblem(res.error.msg);
      return notice(res.error.msg, t('Update data'));
    }
    setRecord(res.data.data);
    setForm(formOf(res.data.data));
    if (body.name) void refreshBranchNames();
    toast(t('Update Success'));
  };
  const set = <K extends keyof Form>(k: K, v: Form[K]) => form && setForm({ ...form, [k]: v });
  const money = (label: string, value: number, onChange: (v: number) => void, decimals = 0) => (
    <label className="adm-field" key={label}>
      {label}
      <NumberInput label={label} value={value} decimals={decimals} onChange={onChange} className="adm-num" />
    </label>
  );
  const usd = branch === 11;

  return (
    <section className="adm-section" data-testid="admin-branch">
      <label className="adm-field adm-inline">
        {t('Branch')}
        <select aria-label={t('Branch')} value={branch} onChange={(e) => setBranch(Number(e.target.value))}>
          {BRANCHES.map((b) => (
            <option key={b.id} value={b.id}>
              {b.id} {nameOf(b.id, b.name)}
            </option>
          ))}
        </select>
      </label>
      {record && form && (
        <form
          className="adm-form adm-branch-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const bad = problemOf(form);
            if (bad) return setProblem(t(bad));
            const body = changes(formOf(record), form);
            if (Object.keys(body).length === 0) return setProblem(t('No data has been updated'));
            setProblem(null);
            void alert({
              header: t('Save branch'),
              message: t('Save the changes to {{name}}? The reports read them at once.', { name: record.name }),
              buttons: [
                { text: t('Cancel'), role: 'cancel' },
                { text: t('Save'), handler: () => void save(body) },
              ],
            });
          }}
        >
          <div className="adm-two">
            <label className="adm-field">
              {t('ID')}
              <input value={`${record.branchID} (${record.code})`} readOnly />
            </label>
            <label className="adm-field">
              {t('Area')}
              <input
                value={record.area}
                readOnly
                title={t("The area decides who reaches the branch: fixed in Sumbook's branch table")}
              />
            </label>
          </div>
          <label className="adm-field">
            {t('Name')}
            <input value={form.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
          </label>
          <div className="adm-two">
            <label className="adm-field">
              {t('Rooms')}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                value={form.room}
                onChange={(e) => set('room', Number(e.target.value))}
              />
            </label>
            <label className="adm-field">
              {t('Day report survey')}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={31}
                value={form.surveyDay}
                onChange={(e) => set('surveyDay', Number(e.target.value))}
              />
            </label>
          </div>
          <div className="adm-two">
            {money(
              usd ? t('sumRate (USD = 1)') : t('sumRate (VND per USD)'),
              form.sumRate,
              (v) => set('sumRate', v),
              2,
            )}
            {money(
              t('totalProfit: fixed expense a month ({{currency}})', { currency: usd ? 'USD' : 'VND' }),
              form.fixedExpense,
              (v) => set('fixedExpense', v),
            )}
          </div>
          <label className="adm-field">
            {t('Reminder days of unpaid debit lines')}
            <input
              value={form.remindDays}
              inputMode="numeric"
              data-testid="remind-days"
              onChange={(e) => set('remindDays', e.target.value)}
              aria-describedby="remind-days-hint"
            />
            <small id="remind-days-hint" className="sb-muted">
              {t('A notice goes to the accountants when a line stays unpaid this many days, once per step.')}
            </small>
          </label>
          <fieldset className="adm-fieldset">
            <legend>{t('serviceRate ({{currency}})', { currency: usd ? 'USD' : 'VND' })}</legend>
            <div className="adm-rates">
              {SERVICE_RATE_KEYS.map((k: ServiceRateKey) =>
                money(
                  k,
                  form.serviceRate[k] ?? 0,
                  (v) => set('serviceRate', { ...form.serviceRate, [k]: v }),
                  usd ? 2 : 0,
                ),
              )}
            </div>
          </fieldset>
          {problem && (
            <p className="adm-error" role="alert" data-testid="branch-error">
              {problem}
            </p>
          )}
          <IonButton type="submit">{t('Save')}</IonButton>
        </form>
      )}
    </section>
  );
}
