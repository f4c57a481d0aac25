import { useAtomValue } from '../../state/store';
import { branchById } from '../../../domain/branches';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { settlePlanConflict } from './expected-outbox';
import { conflictsAtom, type Conflict, type Pending } from './expected-state';
import type { TFunction } from '../../lib/i18n';
import { weekdayOf } from '../../lib/i18n/format';
import { UPDATE_ERROR } from './expected-outbox';
import { UNSEEN } from './expected-restore';
import { useExpectedWords } from './expected-text';

function Values({ v, decimals }: { v: Pending | null; decimals: number }) {
  const { t } = useExpectedWords();
  return (
    <>
      <p>
        {t('Rate:')} <strong>{v?.rate ? formatNumber(v.rate, decimals) : '–'}</strong>
      </p>
      <p>{t('Comment: {{comment}}', { comment: v?.comment || '–' })}</p>
    </>
  );
}

/** This screen's own messages (kept in English with the conflict) are translated; the server's come translated. */
const OWN: readonly string[] = [UNSEEN, UPDATE_ERROR];

const shown = (c: Conflict, t: TFunction<'expected'>, w: (english: string) => string) => ({
  id: c.key,
  message: OWN.includes(c.msg) ? w(c.msg) : c.msg,
  where: t('{{branch}} {{month}} · room {{room}} · {{weekday}} {{day}}', {
    branch: branchById(c.branchId)?.code ?? c.branchId,
    month: c.month,
    room: c.room,
    weekday: weekdayOf(c.month, c.day),
    day: c.day,
  }),
  mine: <Values v={c.mine} decimals={amountDecimals(c.branchId)} />,
  theirs: <Values v={c.current} decimals={amountDecimals(c.branchId)} />,
});

/**
 * A change the server refused (someone changed the cell first, or closed the day): the spec's message,
 * the user's values beside the server's, to keep mine (saved again over it) or take theirs.
 */
export function PlanConflicts() {
  const { t, w } = useExpectedWords();
  const list = useAtomValue(conflictsAtom).map((c) => shown(c, t, w));
  return (
    <ConflictDialog
      list={list}
      onSettle={settlePlanConflict}
      title={t('Your change was not saved')}
      className="ex-conflict"
      labels={{ theirs: t('On the server now') }}
      ids={{ dialog: 'expected-conflict', mine: 'conflict-mine', theirs: 'conflict-server' }}
    />
  );
}
