import { returnFromWaiting } from '../../../domain/acc-waiting';
import { WAITING_LOAD_ERROR } from '../../../domain/acc-rules';
import { selectionCheck } from '../../../domain/debit';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useConfirm } from '../../ui/sheet/use-confirm';
import { addToWaiting, getWaiting, saveWaiting } from './acc-more-api';
import { accText } from './acc-text';
import type { AccDayState } from './use-acc-docs';
import type { Selection } from './use-selection';

/**
 * LOAD WAITING (the 1st of a month, edit mode): the month's waiting rows not yet returned come into the
 * day with action "return Sum {MM-DD}", and the waiting list keeps that mark so none returns twice.
 * Add to WAITING: the ticked rows that carry past the month end go to the next month's waiting list.
 */
export function useWaitingCommands(sum: AccDayState, selection: Selection) {
  const t = useT('acc');
  const confirm = useConfirm();
  const doc = sum.doc;

  const returnRows = async () => {
    if (!doc) return;
    const res = await getWaiting(doc.branch, doc.day.slice(0, 7));
    if (!res.ok || !res.data.stored) return sum.notice(t(WAITING_LOAD_ERROR), t('Load Data'));
    const list = res.data.stored;
    const back = returnFromWaiting(list.content, doc.day);
    if (back.rows.length === 0) return toast(t('No waiting row left to return'), 'medium');
    const saved = await saveWaiting(doc.branch, list.month, {
      version: list.version,
      revision: list.revision,
      note: list.note,
      content: back.list,
    });
    if (!saved.ok) return sum.notice(saved.error.msg || t(WAITING_LOAD_ERROR), t('Update data'));
    const have = new Set(sum.work.rows.map((r) => r.ID));
    const rows = back.rows.filter((r) => !have.has(r.ID));
    sum.change((cur) => [...cur, ...rows]);
    sum.commitEdit();
    toast(t('{{n}} waiting rows returned to {{day}}', { n: rows.length, day: doc.day }));
  };

  const loadWaiting = () =>
    confirm({
      header: t('LOAD WAITING'),
      message: t("Bring this month's waiting rows into this day?"),
      ok: t('Load'),
      onOk: () => void returnRows(),
    });

  const toWaiting = async () => {
    const ids = [...selection.selected];
    const msg = selectionCheck(ids);
    if (msg || !doc) return msg && sum.notice(accText(msg));
    const res = await addToWaiting(doc.branch, doc.day, ids);
    if (!res.ok) return sum.notice(res.error.msg, t('Update data'));
    selection.clear();
    const a = res.data;
    const skipped = a.duplicates.length + a.notCarried.length + a.missing.length;
    const v = { n: a.added.length, month: a.month, skipped };
    toast(
      skipped
        ? t(
            '{{n}} rows added to the waiting list of {{month}} ({{skipped}} left out: already there, not carried over or not saved yet)',
            v,
          )
        : t('{{n}} rows added to the waiting list of {{month}}', v),
      a.added.length ? 'success' : 'warning',
    );
  };

  return { loadWaiting, toWaiting: () => void toWaiting() };
}
