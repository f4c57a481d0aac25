import type { AuditRow } from '../../../contract/audit';
import { auditActionLabel, isAuditKind, AUDIT_KIND_LABELS } from '../../../domain/audit';
import { branchById } from '../../../domain/branches';
import { hasText, useT } from '../../lib/i18n';
import { dateTime } from '../../lib/i18n/format';
import { AuditDiff } from './audit-diff';
import type { AdminKey } from './texts';

// The trail's rows: a table on tablets, cards on phones; both show who, when, what and before -> after.

/** When a row happened, as the user's language writes a date and time. */
/** When a trail line was written, in the chain's time (Viet Nam), as the day filters read it. */
export const auditTime = (iso: string) =>
  Number.isNaN(new Date(iso).getTime()) ? iso : dateTime(iso, 'Asia/Ho_Chi_Minh');

const branchText = (id: number | null) => (id === null ? '' : `${id} ${branchById(id)?.name ?? ''}`.trim());

/** The kind and action area names are English keys of the admin catalog; an unknown one shows as stored. */
function useAuditText() {
  const t = useT('admin');
  const known = (text: string): text is AdminKey => hasText('admin', text);
  const name = (text: string) => (known(text) ? t(text) : text);
  return {
    t,
    kind: (kind: string) => (isAuditKind(kind) ? name(AUDIT_KIND_LABELS[kind].split(' (')[0]) : kind),
    // 'Debit book: paid': the area's name is translated; the verb is the action's own name, as recorded.
    action: (action: string) => {
      const label = auditActionLabel(action);
      const colon = label.indexOf(': ');
      if (colon < 0) return name(label);
      return t('{{area}}: {{action}}', { area: name(label.slice(0, colon)), action: label.slice(colon + 2) });
    },
  };
}

function Who({ r }: { r: AuditRow }) {
  const { t } = useAuditText();
  if (!r.userName && r.userId === null) return <span className="sb-muted">{t('System / device')}</span>;
  return (
    <span className="au-who">
      <strong>{r.userName || t('User {{id}}', { id: r.userId })}</strong>
      {r.userEmail && <small>{r.userEmail}</small>}
    </span>
  );
}

function What({ r }: { r: AuditRow }) {
  const text = useAuditText();
  return (
    <span className="au-what">
      <strong>{text.action(r.action)}</strong>
      <small className="au-target">{r.target}</small>
      <span className="au-tags">
        <span className={`au-kind au-kind-${r.kind}`}>{text.kind(r.kind)}</span>
        {r.branchId !== null && <span className="au-branch">{branchText(r.branchId)}</span>}
      </span>
    </span>
  );
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { t } = useAuditText();
  return (
    <div className="au-table-wrap">
      <table className="au-table" data-testid="audit-table">
        <thead>
          <tr>
            <th scope="col">{t('When')}</th>
            <th scope="col">{t('Who')}</th>
            <th scope="col">{t('What')}</th>
            <th scope="col">{t('Before → After')}</th>
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
