import type { LineColumn, ManagerLine } from '../../../domain/manager-lines';
import type { LineValues } from '../../../domain/manager-report';
import { formatNumber } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import { BillTip } from './BillTip';
import { useManWords } from './man-words';
import { COLUMN_LABELS, countLabel, hasSale, lineMoney, sectionColumns } from './man-columns';
import type { LineChange } from './LineCard';

interface CellProps {
  line: ManagerLine;
  col: LineColumn;
  v: LineValues;
  branchId: number;
  edit: boolean;
  onChange: LineChange;
}

/** One cell: an input where the manager types it, the worked-out sale, or nothing. */
function Cell({ line, col, v, branchId, edit, onChange }: CellProps) {
  const { t, w } = useManWords();
  const label = `${w(line.label)} ${w(col === 'customers' ? countLabel(line, col) : COLUMN_LABELS[col])}`;
  if (col === 'vnd' || col === 'usd') {
    const m = lineMoney(line, branchId).find((x) => x.col === col);
    if (!m || !hasSale(line, branchId)) return null;
    const decimals = col === 'usd' ? 2 : 0;
    if (m.typed && edit)
      return (
        <NumberInput
          className="man-cell-num"
          decimals={decimals}
          value={v[col]}
          label={label}
          onChange={(n) => onChange(line.key, { [col]: n })}
        />
      );
    return (
      <span className={m.typed ? '' : 'man-priced'} data-testid={m.typed ? undefined : `sale-${line.key}`}>
        {v[col] ? formatNumber(v[col], decimals) : ''}
      </span>
    );
  }
  if (!line.columns.includes(col)) return null;
  if (col === 'bill' || col === 'note') {
    if (!edit) return <span className="man-cell-text">{v[col]}</span>;
    return (
      <input
        className="man-cell-text-input"
        aria-label={label}
        value={v[col]}
        maxLength={500}
        placeholder={col === 'bill' ? t('1,2,3 or 1->3') : ''}
        onChange={(e) => onChange(line.key, { [col]: e.target.value })}
      />
    );
  }
  if (!edit) return <span>{v[col] || ''}</span>;
  return (
    <NumberInput
      className="man-cell-num"
      inputMode="numeric"
      decimals={0}
      value={v[col]}
      label={label}
      onChange={(n) => onChange(line.key, { [col]: n })}
    />
  );
}

/** A section of the report on a tablet: one row per line, one column per value. */
export function LineTable({
  lines,
  values,
  branchId,
  edit,
  onChange,
}: {
  lines: readonly ManagerLine[];
  values: Record<string, LineValues>;
  branchId: number;
  edit: boolean;
  onChange: LineChange;
}) {
  const { t, w } = useManWords();
  const cols = sectionColumns(lines, branchId);
  return (
    <div className="man-table-box">
      <table className="man-table">
        <thead>
          <tr>
            <th scope="col">{t('Line')}</th>
            {cols.map((c) => (
              <th key={c} scope="col" className={`col-${c}`}>
                {w(c === 'customers' ? countLabel(lines[0], c) : COLUMN_LABELS[c])}
                {c === 'bill' && <BillTip />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-line={line.key}>
              <th scope="row">{w(line.label)}</th>
              {cols.map((c) => (
                <td key={c} className={`col-${c}`}>
                  <Cell line={line} col={c} v={values[line.key]} branchId={branchId} edit={edit} onChange={onChange} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
