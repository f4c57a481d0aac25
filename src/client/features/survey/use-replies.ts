import { useEffect, useState } from 'react';
import { tr, useT } from '../../lib/i18n';
import { onOutboxDone, onOutboxRejected } from '../../lib/outbox';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { saveReply, type SurveyEntry } from './survey-api';
import type { SurveyState } from './use-survey';

const idOfChain = (chain?: string): number | null => (chain?.startsWith('survey:') ? Number(chain.slice(7)) : null);
const isEntry = (v: unknown): v is SurveyEntry =>
  !!v && typeof v === 'object' && typeof (v as SurveyEntry).rev === 'number';

/**
 * Supervisor replies: sent through the outbox (offline they wait, marked "Waiting to be sent", and are
 * replayed in order without a tap). A reply based on an older rev is refused by the server: both values
 * are shown and the user keeps one; nothing is overwritten silently.
 */
export function useReplies(s: SurveyState) {
  const t = useT('survey');
  const notice = useNotice();
  const [waiting, setWaiting] = useState<Record<number, boolean>>({});
  const [conflicts, setConflicts] = useState<Record<number, SurveyEntry>>({});
  const { replace } = s;

  const refused = (id: number, msg: string, current: unknown) => {
    setWaiting((w) => ({ ...w, [id]: false }));
    if (isEntry(current)) setConflicts((c) => ({ ...c, [id]: current }));
    else notice(msg, t('Update data'));
  };
  useEffect(() => {
    const offDone = onOutboxDone((e, data) => {
      const id = idOfChain(e.chain);
      if (id === null) return;
      setWaiting((w) => ({ ...w, [id]: false }));
      const answer = (data as { data?: unknown })?.data;
      if (isEntry(answer)) replace(answer);
      toast(tr('survey')('Update Success'));
    });
    const offRejected = onOutboxRejected(({ entry, error }) => {
      const id = idOfChain(entry.chain);
      if (id !== null) refused(id, error.msg, (error.body as { current?: unknown })?.current);
    });
    return () => {
      offDone();
      offRejected();
    };
  }, [replace]);

  const save = async (kind: 'guest' | 'roten', e: SurveyEntry, value: string) => {
    if (!s.data) return;
    const base = conflicts[e.id] ?? e;
    const res = await saveReply(s.generation, kind, s.data.branchId, s.data.month, base, value);
    if (!res.ok) return refused(e.id, res.error.msg, (res.error.body as { current?: unknown })?.current);
    setConflicts(({ [e.id]: _gone, ...rest }) => rest);
    if (res.queued) return setWaiting((w) => ({ ...w, [e.id]: true }));
    replace(res.data.data);
    toast(t('Update Success'));
  };
  const keepServer = (id: number) => {
    const current = conflicts[id];
    if (current) replace(current);
    setConflicts(({ [id]: _gone, ...rest }) => rest);
  };
  return { waiting, conflicts, save, keepServer };
}
export type Replies = ReturnType<typeof useReplies>;
