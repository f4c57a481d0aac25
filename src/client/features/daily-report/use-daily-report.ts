// The daily report on the screen (spec 3 sections 2-8): Load answers the stored report ('check'), Reset
// works its counts out again ('refresh', reception only), Send stores the typed rates and note and mails
// the report (reception only). What reception types is kept on the device until it is sent.
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { dailyReportApi, type DailyReportData, type DailyMode } from '../../../contract/daily-report';
import { branchToday } from '../../../domain/branches';
import { DAILY_RATE_FIELDS, rateError, type DailyRateField } from '../../../domain/daily-report';
import { parseNumber } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import { picksBranch } from '../../../domain/scope';
import type { TFunction } from '../../lib/i18n';
import { dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import { useT } from '../../lib/i18n';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { rateText } from './daily-text';

export type Typed = Record<DailyRateField, string> & { note: string };
const typedSchema = z.object({
  note: z.string(),
  ...Object.fromEntries(DAILY_RATE_FIELDS.map((f) => [f, z.string()])),
}) as unknown as z.ZodType<Typed>;

const typedOf = (d: DailyReportData): Typed => ({
  note: d.note,
  ...(Object.fromEntries(DAILY_RATE_FIELDS.map((f) => [f, d[f] ? String(d[f]) : ''])) as Record<
    DailyRateField,
    string
  >),
});
const draftKey = (branch: number, date: string) => `daily-report:${branch}:${date}`;

/** The typed rates' errors by field (blank is 0, fine), in the user's language. */
export function typedErrors(typed: Typed, t: TFunction<'daily-report'>): Partial<Record<DailyRateField, string>> {
  const out: Partial<Record<DailyRateField, string>> = {};
  for (const f of DAILY_RATE_FIELDS) {
    const text = typed[f].trim();
    const value = text === '' ? 0 : /^[\d,]*\.?\d*$/.test(text) ? parseNumber(text) : Number.NaN;
    if (rateError(f, value)) out[f] = rateText(t, f, value);
  }
  return out;
}

export function useDailyReport() {
  const t = useT('daily-report');
  const pick = useBranchChoice();
  const user = pick.user;
  const writer = pick.role === ROLE.RECEPTION;
  const [date, setDate] = useState(() => branchToday(pick.own || 1));
  const [report, setReport] = useState<DailyReportData | null>(null);
  const [typed, setTyped] = useState<Typed | null>(null);
  const [busy, setBusy] = useState<'' | 'load' | 'reset' | 'send'>('');
  const [draftAt, setDraftAt] = useState<string | null>(null);
  const notice = useNotice();
  const loaded = useRef<{ branch: number; date: string } | null>(null);

  const fetchReport = async (mode: DailyMode) => {
    const target = pick.resolve();
    if (!target.ok) {
      notice(t(target.msg as 'PLEASE SELECT AREA / BRANCH'));
      return null;
    }
    const query = user && picksBranch({ role: pick.role, branchID: pick.own }) ? { branch: target.branch } : undefined;
    return { res: await request(dailyReportApi.make, { mode, date }, undefined, query), branch: target.branch };
  };
  const show = async (d: DailyReportData, keepTyped: Typed | null) => {
    setReport(d);
    loaded.current = { branch: d.branchId, date: d.date };
    if (keepTyped) return setTyped(keepTyped);
    const draft = writer ? await readDraft(draftKey(d.branchId, d.date), typedSchema) : null;
    const fresher = draft && (!d.updatedAt || draft.savedAt > d.updatedAt);
    setTyped(fresher ? draft.value : typedOf(d));
    setDraftAt(fresher ? draft.savedAt : null);
  };

  const load = async () => {
    setBusy('load');
    const got = await fetchReport('check');
    setBusy('');
    if (!got) return;
    if (!got.res.ok) {
      const e = got.res.error;
      return notice(
        e.offline
          ? t('Error loading report: {{msg}}', { msg: e.msg })
          : t('Failed to load report: {{msg}}', { msg: e.msg }),
      );
    }
    await show(got.res.data.data, null);
  };

  const reset = async () => {
    setBusy('reset');
    const got = await fetchReport('refresh');
    setBusy('');
    if (!got) return;
    if (!got.res.ok) {
      const e = got.res.error;
      return notice(
        e.offline
          ? t('Error reset report: {{msg}}', { msg: e.msg })
          : t('Failed to load report: {{msg}}', { msg: e.msg }),
      );
    }
    // The counts are new; what was typed and not sent yet stays on the screen.
    const same = loaded.current?.branch === got.res.data.data.branchId && loaded.current?.date === date;
    await show(got.res.data.data, same ? typed : null);
    toast(t('Reset data successfully!'));
  };

  const type = (field: keyof Typed, value: string) => {
    if (!typed || !report) return;
    const next = { ...typed, [field]: value };
    setTyped(next);
    if (writer) {
      keepDraft(draftKey(report.branchId, report.date), next);
      setDraftAt(new Date().toISOString());
    }
  };

  const errors = typed ? typedErrors(typed, t) : {};
  const send = async () => {
    if (!report || !typed || Object.keys(errors).length > 0) return;
    setBusy('send');
    const rates = Object.fromEntries(
      DAILY_RATE_FIELDS.map((f) => [f, typed[f].trim() === '' ? 0 : parseNumber(typed[f])]),
    ) as Record<DailyRateField, number>;
    const { branchId: _b, branchName: _n, stored: _s, sentAt: _a, sentBy: _by, updatedAt: _u, ...body } = report;
    const res = await request(dailyReportApi.send, {}, { ...body, ...rates, note: typed.note });
    setBusy('');
    if (!res.ok) {
      const e = res.error;
      return notice(
        e.offline
          ? t('Error sending report: {{msg}}', { msg: e.msg })
          : t('Failed to send report: {{msg}}', { msg: e.msg }),
      );
    }
    await dropDraft(draftKey(report.branchId, report.date));
    setDraftAt(null);
    await show(res.data.data, null);
    toast(t('Report sent successfully!'));
  };

  // Opens on the user's own branch and today; a role that picks a branch loads once it has picked one.
  useEffect(() => {
    if (pick.resolve().ok) void load();
  }, []);

  return { ...pick, writer, date, setDate, report, typed, type, errors, busy, draftAt, load, reset, send };
}
export type DailyReportState = ReturnType<typeof useDailyReport>;
