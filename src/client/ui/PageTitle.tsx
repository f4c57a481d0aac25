import { IonTitle } from '@ionic/react';
import { branchById } from '../../domain/branches';
import './kit.css';

/**
 * The page title in the top bar: a short title that fits a phone's bar beside its buttons, and an optional
 * second line for what the report shows (its branch and date).
 */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <IonTitle className="sb-title" data-testid="page-title">
      <span className="sb-title-main">{title}</span>
      {subtitle && (
        <span className="sb-title-sub" data-testid="page-subtitle">
          {subtitle}
        </span>
      )}
    </IonTitle>
  );
}

/** The second line of a month report's title: "HBT1 · 2026-11" once loaded. */
export function reportSubtitle(report: { branchId: number; month: string } | null | undefined): string | undefined {
  return report ? `${branchById(report.branchId)?.code ?? report.branchId} · ${report.month}` : undefined;
}
