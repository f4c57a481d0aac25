import type { AuditRow } from '../../../contract/audit';
import { auditActionLabel, isAuditKind, AUDIT_KIND_LABELS } from '../../../domain/audit';
import { branchById } from '../../../domain/branches';
import { AuditDiff } from './audit-diff';

// The trail's rows: a table on tablets, cards on phones; both show who, when, what and before -> after.

/** 'YYYY-MM-DD HH:mm:ss' in the chain's time (Viet Nam), whatever the device's zone. */
const TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
export const auditTime = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : TIME.format(d);
};

const branchText = (id: number | null) => (id === null ? '' : `${id} ${branchById(id)?.name ?? ''}`.trim());
const kindText = (kind: string) => (isAuditKind(kind) ? AUDIT_KIND_LABELS[kind].split(' (')[0] : kind);

function Who({ r }: { r: AuditRow }) {
  if (!r.userName && r.userId === null) return <span className="sb-muted">System / device</span>;
  return (
    <span className="au-who">
      <strong>{r.userName || `User ${r.userId}`}</strong>
      {r.userEmail && <small>{r.userEmail}</small>}
    </span>
  );
}

function What({ r }: { r: AuditRow }) {
  return (
    <span className="au-what">
      <strong>{auditActionLabel(r.action)}</strong>
      <small className="au-target">{r.target}</small>
      <span className="au-tags">
        <span className={`au-kind au-kind-${r.kind}`}>{kindText(r.kind)}</span>
        {r.branchId !== null && <span className="au-branch">{branchText(r.branchId)}</span>}
      </span>
    </span>
  );
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  return (
    <div className="au-table-wrap">
      <table className="au-table" data-testid="audit-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Before → After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="audit-row" data-action={r.action}>
              <td className="au-when">{auditTime(r.at)}</td>
              <td>
                <Who r={r} />
              </td>
              <td>
                <What r={r} />
              </td>
              <td>
                <AuditDiff before={r.before} after={r.after} context={r.context} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AuditCards({ rows }: { rows: AuditRow[] }) {
  return (
    <ol className="au-cards" data-testid="audit-cards">
      {rows.map((r) => (
        <li key={r.id} className="au-card" data-testid="audit-card" data-action={r.action}>
          <header>
            <What r={r} />
            <time className="au-when">{auditTime(r.at)}</time>
          </header>
          <Who r={r} />
          <AuditDiff before={r.before} after={r.after} context={r.context} />
        </li>
      ))}
    </ol>
  );
}
