import { DEBIT_COPY_DONE } from '../../../domain/acc-rules';
import { catalogText, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useConfirm } from '../../ui/sheet/use-confirm';
import { confirmMonth } from './acc-api';

/** CONFIRM END MONTH: the month's debit area copied into the accountant debit book, once. */
export function useConfirmMonth(branch: number, month: string) {
  const t = useT('acc');
  const confirm = useConfirm();
  const notice = useNotice();
  return () =>
    confirm({
      header: t('CONFIRM END MONTH'),
      message: t('Copy the DEBIT AREA of {{month}} to the accountant debit book?', { month }),
      ok: t('Confirm'),
      onOk: () =>
        void confirmMonth(branch, month).then((res) => {
          if (!res.ok) return notice(res.error.msg, t('Update data'));
          if (res.data.already) toast(catalogText(res.data.msg, ['acc']), 'medium');
          else toast(t(DEBIT_COPY_DONE), 'primary');
        }),
    });
}
