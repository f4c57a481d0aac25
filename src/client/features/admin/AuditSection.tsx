import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useState } from 'react';
import type { AuditRow, AuditUser } from '../../../contract/audit';
import { useT } from '../../lib/i18n';
import { useWide } from '../../shell/use-wide';
import { auditPage, auditUsers } from './audit-api';
import { AuditFilters, NO_FILTER, type AuditFilterValues } from './audit-filters';
import { AuditCards, AuditTable } from './audit-rows';
import './audit.css';

const SIZES = [10, 20, 50] as const;

/**
 * The audit trail made readable (issue 14; the Audit entry of /manage_user, CEO and admin): filters by
 * user, branch, kind and days, newest first, a page at a time; tablets get a table, phones cards; each row
 * shows who, when, what and the changed fields before -> after.
 */
export default function AuditSection() {
  const t = useT('admin');
  const wide = useWide();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(20);
  const [users, setUsers] = useState<AuditUser[]>([]);
  const [rows, setRows] = useState<AuditRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    void auditUsers().then((res) => {
      if (res.ok) setUsers(res.data.data);
    });
  }, []);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
    void auditPage({ ...query, page: String(page), size: String(size) }).then((res) => {
      if (!live) return;
      setLoading(false);
      if (!res.ok) {
        setError(res.error.msg);
        return;
      }
      setError('');
      setRows(res.data.data.rows);
      setTotal(res.data.data.total);
    });
    return () => {
      live = false;
    };
  }, [filters, page, size]);

  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <section className="au-section" data-testid="admin-audit" aria-label={t('Audit trail')}>
      <AuditFilters
        value={filters}
        users={users}
        onChange={(v) => {
          setFilters(v);
          setPage(1);
        }}
      />
      {error && (
        <p className="sb-error" role="alert">
          {error}
        </p>
      )}
      <div className="au-pager" data-testid="audit-pager">
        <IonButton size="small" fill="outline" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
          {t('Prev')}
        </IonButton>
        <span className="au-count" data-testid="audit-total">
          {total === 0 ? t('No changes found') : t('{{first}}-{{last}} of {{total}}', { first, last, total })}
          {total > 0 && <small> · {t('page {{page}} / {{pages}}', { page, pages })}</small>}
        </span>
        <IonButton size="small" fill="outline" disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
          {t('Next')}
        </IonButton>
        <label className="au-size">
          {t('Rows')}
          <select
            aria-label={t('Rows per page')}
            value={size}
            onChange={(e) => {
              setSize(Number(e.target.value));
              setPage(1);
            }}
          >
            {SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {loading && <IonSpinner name="dots" />}
      </div>
      {rows.length > 0 && (wide ? <AuditTable rows={rows} /> : <AuditCards rows={rows} />)}
    </section>
  );
}
