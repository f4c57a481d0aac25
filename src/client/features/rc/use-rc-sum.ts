import { useIonAlert } from '@ionic/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RcSum } from '../../../contract/rc';
import { branchToday } from '../../../domain/branches';
import { loadingSteps } from '../../../domain/constants';
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { EDITING_PAST_DAY, NULL_DAY, SEND_MAIL_FAILED, SUCCESS_SAVE, SUCCESS_SENT } from '../../../domain/messages';
import { missingRateCheck } from '../../../domain/row-fields';
import { recomputeRow } from '../../../domain/row-rules';
import { pastDayBlocked } from '../../../domain/rc-roles';
import { makerCheck, shouldAutoSave } from '../../../domain/versions';
import { api } from '../../lib/api';
import { draftKeptAtom, dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import { onOutboxDone, onOutboxRejected } from '../../lib/outbox';
import { toast } from '../../lib/toast';
import { chainOf, fromPms, importDebit, saveSum, sendSum, viewSum } from './rc-api';
import { conflictKey, draftKey, newRowId, rcDraft, type Doc, type Work } from './rc-draft';

export interface SumKey { branch: number; day: string; version: number | 'current' }
export type Status = { kind: 'idle' } | { kind: 'loading'; step: string } | { kind: 'ready' } | { kind: 'empty'; msg: string };

const STEP_TEXT = ['Checking access', 'Loading the sum', 'Reading invoices from the PMS', 'Importing debit check-ins', 'Checking your draft', 'Ready'];
const steps = loadingSteps(6).map((n, i) => `${n} ${STEP_TEXT[i]}`);
const blank: Work = { rows: [], maker: '', note: '' };

function docOf(s: RcSum): Doc {
  return { branch: s.branchId, day: s.day, version: s.version, revision: s.revision, edit: s.edit, stored: true, sentAt: s.sentAt, sentBy: s.sentBy, updatedBy: s.updatedBy };
}

/** The reception sum being viewed or edited: loading steps, rows, drafts, save, send, auto-save. */
export function useRcSum(role: number, defaultMaker: string) {
  const [alert] = useIonAlert();
  const [doc, setDoc] = useState<Doc | null>(null);
  const [work, setWork] = useState<Work>(blank);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [restored, setRestored] = useState(false);
  const [lastEdit, setLastEdit] = useState('');
  const kept = useAtomValue(draftKeptAtom);
  const edits = useRef(0);
  const live = useRef({ doc, work, dirty, saving });
  live.current = { doc, work, dirty, saving };
  const notice = useCallback((message: string, header = 'NOTIFICATION') => { void alert({ header, message, buttons: ['OK'] }); }, [alert]);

  const load = useCallback(async (key: SumKey) => {
    setStatus({ kind: 'loading', step: steps[0] });
    setRestored(false);
    const access = await api.get<{ status: number; msg: string }>(`/user/check_access/${key.branch}`);
    if (!access.ok && !access.error.offline) { toast(access.error.msg, 'danger'); setStatus({ kind: 'empty', msg: access.error.msg }); return; }
    setStatus({ kind: 'loading', step: steps[1] });
    const res = await viewSum(key.branch, key.day, key.version);
    if (!res.ok) { notice(res.error.msg, 'Load Data RC'); setStatus({ kind: 'empty', msg: res.error.msg }); return; }
    let nextDoc: Doc;
    let nextWork: Work;
    const answer = res.data;
    if (answer.msg === 'editing') {
      notice(EDITING_PAST_DAY);
      setStatus({ kind: 'empty', msg: EDITING_PAST_DAY });
      return;
    }
    if (answer.msg === 'null') {
      const today = branchToday(key.branch);
      // The same rule as the server's: a past day is started by accountants only.
      if (key.version !== 'current' || pastDayBlocked(role, key.day, today)) {
        notice(NULL_DAY);
        setStatus({ kind: 'empty', msg: NULL_DAY });
        return;
      }
      setStatus({ kind: 'loading', step: steps[2] });
      const pms = await fromPms(key.branch, key.day);
      if (!pms.ok) console.warn('PMS', pms.error.msg);
      setStatus({ kind: 'loading', step: steps[3] });
      const debits = await importDebit(key.branch, key.day);
      if (!debits.ok) console.warn('Load Debit', debits.error.msg);
      nextDoc = { branch: key.branch, day: key.day, version: 1, revision: 0, edit: true, stored: false, sentAt: null, sentBy: null, updatedBy: '' };
      nextWork = { rows: [...(pms.ok ? pms.data.data : []), ...(debits.ok ? debits.data.data : [])], maker: defaultMaker, note: '' };
    } else {
      nextDoc = docOf(answer.data);
      nextWork = { rows: answer.data.content as InvoiceRow[], maker: answer.data.maker || (answer.data.edit ? defaultMaker : ''), note: answer.data.note };
    }
    setStatus({ kind: 'loading', step: steps[4] });
    const draft = nextDoc.edit ? await readDraft(draftKey(key.branch, key.day), rcDraft) : null;
    let isDirty = false;
    if (draft && draft.value.basedOn.version === nextDoc.version) {
      if (draft.value.basedOn.revision === nextDoc.revision) {
        nextWork = draft.value.work as Work;
        isDirty = true;
        setRestored(true);
      } else {
        // Someone saved after this draft was made: keep the draft aside (never overwrite either side).
        keepDraft(conflictKey(key.branch, key.day), draft.value);
        notice(`You have unsaved changes from ${new Date(draft.savedAt).toLocaleString()} based on an older save of this sum. The sum shown is the saved one; your changes are kept on this device as a separate copy.`, 'Draft');
      }
    }
    edits.current = 0;
    setDoc(nextDoc);
    setWork(nextWork);
    setDirty(isDirty);
    setStatus({ kind: 'ready' });
    if ('stale' in res && res.stale) toast('Offline: showing the copy kept on this device.', 'warning');
    else toast('SUCCESS LOAD DATA FROM SERVER');
  }, [role, defaultMaker, notice]);

  /** The stored sum moved on: the state and the live copy the callbacks read change together. */
  const adopt = useCallback((next: Doc) => {
    live.current.doc = next;
    setDoc(next);
  }, []);

  const remember = useCallback((next: Work, basedOn: Doc) => {
    keepDraft(draftKey(basedOn.branch, basedOn.day), { basedOn: { version: basedOn.version, revision: basedOn.revision }, work: next });
  }, []);

  /** Saves the current work; `silent` for the auto-save. Answers true when stored or queued. */
  const save = useCallback(async (silent = false): Promise<boolean> => {
    const { doc: d, work: w, saving: busy } = live.current;
    if (!d?.edit) return false;
    if (busy) { if (!silent) toast('Saving… please try again in a moment.', 'medium'); return false; }
    const makerMsg = makerCheck(w.maker);
    if (makerMsg) { if (!silent) notice(makerMsg); return false; }
    live.current.saving = true;
    setSaving(true);
    const editsAtSave = edits.current;
    const res = await saveSum(d.branch, { day: d.day, version: d.version, revision: d.revision, maker: w.maker.trim(), note: w.note, content: w.rows });
    live.current.saving = false;
    setSaving(false);
    if (!res.ok) {
      if (res.error.status === 409) notice(res.error.msg, 'Update data');
      else if (!silent || res.error.status !== 400) notice(res.error.msg || 'error on post Sum', 'Update data');
      return false;
    }
    if (res.queued) {
      toast('Saved on this device: it will be sent when you are back online.', 'warning');
      return true;
    }
    const saved = res.data.data;
    const nextDoc = docOf(saved);
    adopt(nextDoc);
    if (edits.current === editsAtSave) {
      setWork((cur) => ({ ...cur, rows: saved.content as InvoiceRow[] }));
      setDirty(false);
      void dropDraft(draftKey(d.branch, d.day));
    } else {
      remember(live.current.work, nextDoc);
    }
    if (!silent) toast(SUCCESS_SAVE);
    return true;
  }, [notice, remember, adopt]);

  const change = useCallback((fn: (rows: InvoiceRow[]) => InvoiceRow[], meta?: { maker?: string; note?: string }) => {
    const d = live.current.doc;
    if (!d?.edit) return;
    const prev = live.current.work;
    const next: Work = { rows: fn(prev.rows).map((r) => recomputeRow(r, d.branch, 'sum')), maker: meta?.maker ?? prev.maker, note: meta?.note ?? prev.note };
    setWork(next);
    setDirty(true);
    live.current.work = next;
    remember(next, d);
    setLastEdit(new Date().toISOString());
    edits.current += 1;
    if (shouldAutoSave(edits.current)) void save(true);
  }, [remember, save]);

  const updateRow = useCallback((id: string, patch: Partial<InvoiceRow>) => change((rows) => rows.map((r) => (r.ID === id ? { ...r, ...patch } : r))), [change]);
  const addRow = useCallback((): string => {
    const id = newRowId();
    change((rows) => [...rows, emptyRow(id, new Date().toISOString())]);
    return id;
  }, [change]);
  const deleteRows = useCallback((ids: string[]) => change((rows) => rows.filter((r) => !ids.includes(r.ID))), [change]);
  const setMaker = useCallback((maker: string) => change((rows) => rows, { maker }), [change]);

  const sendReport = useCallback(async (note: string): Promise<boolean> => {
    const { doc: d, work: w } = live.current;
    if (!d?.edit) return false;
    const makerMsg = makerCheck(w.maker);
    if (makerMsg) { notice(makerMsg); return false; }
    const rateMsg = missingRateCheck(w.rows, d.branch);
    if (rateMsg) { notice(rateMsg); return false; }
    if (live.current.dirty || !d.stored) {
      if (!(await save(true))) return false;
    }
    const cur = live.current.doc ?? d;
    const res = await sendSum(cur.branch, { day: cur.day, version: cur.version, revision: cur.revision, note });
    if (!res.ok) {
      notice(res.error.msg || SEND_MAIL_FAILED, 'Sent Mail');
      // 502: the sum is sent and locked, only the mail failed: show it as it is stored now.
      if (res.error.status === 502) void load({ branch: cur.branch, day: cur.day, version: 'current' });
      return false;
    }
    if (res.queued) { toast('The report will be sent when you are back online.', 'warning'); return true; }
    adopt(docOf(res.data.data));
    setDirty(false);
    void dropDraft(draftKey(cur.branch, cur.day));
    toast(SUCCESS_SENT);
    return true;
  }, [notice, save, adopt, load]);

  // Saves replayed from the outbox move this screen onto the revision the server answered.
  useEffect(() => {
    const offDone = onOutboxDone((entry, data) => {
      const d = live.current.doc;
      if (!d || entry.chain !== chainOf(d.branch, d.day)) return;
      const saved = (data as { data?: RcSum }).data;
      if (!saved) return;
      const next = docOf(saved);
      adopt(next);
      // The draft now stands on the revision the server answered (or goes, when nothing changed since).
      if (live.current.dirty && next.edit) remember(live.current.work, next);
      else void dropDraft(draftKey(next.branch, next.day));
    });
    const offRejected = onOutboxRejected(({ entry, error }) => {
      const d = live.current.doc;
      if (!d || entry.chain !== chainOf(d.branch, d.day)) return;
      keepDraft(conflictKey(d.branch, d.day), { basedOn: { version: d.version, revision: d.revision }, work: live.current.work });
      notice(`${error.msg} Your changes are kept on this device.`, 'Update data');
    });
    return () => { offDone(); offRejected(); };
  }, [notice, adopt, remember]);

  const keptAt = doc ? kept[draftKey(doc.branch, doc.day)] : undefined;
  /** 'saved' on the server, 'kept' as a draft on this device, or 'keeping' while the draft is being written. */
  const draftState: 'saved' | 'kept' | 'keeping' = !dirty ? 'saved' : keptAt && keptAt >= lastEdit ? 'kept' : 'keeping';
  return { doc, work, status, dirty, saving, restored, draftState, load, save, sendReport, updateRow, addRow, deleteRows, setMaker, setDoc, notice, change };
}
export type RcSumState = ReturnType<typeof useRcSum>;
