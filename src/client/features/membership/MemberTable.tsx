import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Member } from '../../../contract/membership';
import { useT } from '../../lib/i18n';
import { grouped } from './ms-format';
import { rankText } from './ms-text';

const ROW_H = 44;
const COLUMNS = ['No', 'ID', 'Name', 'Email', 'Login Type', 'Voucher List', 'Az Point', 'Az Coin', 'Rank'] as const;

/**
 * Tablets: the members as a table whose rows are drawn only around the view (about 35 of 1000 in the
 * DOM at 1180 px); the header stays on top while the body scrolls.
 */
export function MemberTable({ members, onVouchers }: { members: Member[]; onVouchers: (m: Member) => void }) {
  const t = useT('membership');
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: members.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_H,
    overscan: 8,
  });
  return (
    <div
      ref={parent}
      className="ms-table"
      role="table"
      aria-label={t('Members')}
      aria-rowcount={members.length + 1}
      data-testid="member-table"
    >
      <div className="ms-tr ms-th" role="row">
        {COLUMNS.map((c) => (
          <div key={c} role="columnheader" className="ms-td">
            {t(c)}
          </div>
        ))}
      </div>
      <div className="ms-tbody" style={{ height: virtual.getTotalSize() }} role="rowgroup">
        {virtual.getVirtualItems().map((slot) => {
          const m = members[slot.index];
          return (
            <div
              key={m._id}
              role="row"
              aria-rowindex={slot.index + 2}
              className="ms-tr"
              data-testid="member-row"
              data-index={slot.index}
              style={{ transform: `translateY(${slot.start}px)`, height: ROW_H }}
            >
              <div role="cell" className="ms-td num">
                {slot.index + 1}
              </div>
              <div role="cell" className="ms-td">
                {m.userId}
              </div>
              <div role="cell" className="ms-td ms-clip" title={m.name}>
                {m.name}
              </div>
              <div role="cell" className="ms-td ms-clip" title={m.email}>
                {m.email}
              </div>
              <div role="cell" className="ms-td">
                {m.loginType}
              </div>
              <div role="cell" className="ms-td">
                <button
                  type="button"
                  className="ms-link"
                  onClick={() => onVouchers(m)}
                  aria-label={t('View List of {{name}}', { name: m.name })}
                >
                  {t('View List')}
                  {m.vouchers > 0 ? ` (${m.vouchers})` : ''}
                </button>
              </div>
              <div role="cell" className="ms-td num">
                {grouped(m.azPoint)}
              </div>
              <div role="cell" className="ms-td num">
                {grouped(m.azCoin)}
              </div>
              <div role="cell" className="ms-td">
                <span className={`ms-rank ${m.rank}`}>{rankText(m.rank, t)}</span>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
