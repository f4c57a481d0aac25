import type { ReactNode } from 'react';
import './report.css';

/** A report with nothing to show: the spec's message, and what the user can do next. */
export function EmptyState({ message, hint, children }: { message: string; hint: string; children?: ReactNode }) {
  return (
    <div className="sb-empty-state" role="status" data-testid="empty-state">
      <strong>{message}</strong>
      <p>{hint}</p>
      {children && <div className="sb-empty-actions">{children}</div>}
    </div>
  );
}
