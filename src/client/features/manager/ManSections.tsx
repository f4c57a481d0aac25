import { IonAccordion, IonAccordionGroup, IonItem, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { linesFor, MANAGER_SECTIONS, type ManagerSection } from '../../../domain/manager-lines';
import { blankLine, type ManagerReport, type ManagerTotals } from '../../../domain/manager-report';
import { branchCurrency, formatNumber } from '../../../domain/money';
import type { TFunction } from '../../lib/i18n';
import { LineCard, type LineChange } from './LineCard';
import { LineTable } from './LineTable';
import { useManWords } from './man-words';

function subtotal(section: ManagerSection, f: ManagerTotals, usd: boolean, t: TFunction<'manager'>): string {
  const vnd = { hotel: f.hotelVnd, massage: f.massageVnd, other: f.otherVnd }[section];
  const dollars = { hotel: f.hotelUsd, massage: f.massageUsd, other: f.otherUsd }[section];
  if (usd) return t('{{amount}} USD', { amount: formatNumber(dollars, 2) });
  return dollars
    ? t('{{vnd}} VND + {{usd}} USD', { vnd: formatNumber(vnd, 0), usd: formatNumber(dollars, 2) })
    : t('{{amount}} VND', { amount: formatNumber(vnd, 0) });
}

/**
 * The hotel, massage and other-service sections, each a collapsible card with its sales subtotal. A
 * branch shows only its own lines (no massage section at 3, 4, 8, 15, 99). Phones get a card per line,
 * tablets a table per section.
 */
export function ManSections({
  report,
  branchId,
  totals,
  edit,
  wide,
  onChange,
}: {
  report: ManagerReport;
  branchId: number;
  totals: ManagerTotals;
  edit: boolean;
  wide: boolean;
  onChange: LineChange;
}) {
  const { t, w } = useManWords();
  const all = linesFor(branchId);
  const sections = MANAGER_SECTIONS.map((s) => ({ ...s, lines: all.filter((l) => l.section === s.key) })).filter(
    (s) => s.lines.length > 0,
  );
  const [open, setOpen] = useState<string[]>(sections.map((s) => s.key));
  const usd = branchCurrency(branchId) === 'USD';
  const values = Object.fromEntries(all.map((l) => [l.key, report.lines[l.key] ?? blankLine()]));
  return (
    <IonAccordionGroup
      multiple
      value={open}
      className="man-sections"
      onIonChange={(e) => {
        if (e.target === e.currentTarget) setOpen(([] as string[]).concat(e.detail.value ?? []));
      }}
    >
      {sections.map((s) => (
        <IonAccordion key={s.key} value={s.key} className="man-section" data-testid={`section-${s.key}`}>
          <IonItem slot="header" lines="none" className="man-section-head">
            <IonLabel>
              <h2>{w(s.title)}</h2>
              <p data-testid={`subtotal-${s.key}`}>{subtotal(s.key, totals, usd, t)}</p>
            </IonLabel>
          </IonItem>
          <div slot="content" className="man-section-body">
            {s.key === 'massage' && edit && (
              <p className="man-hint">
                {t('Customers stay at the hotel and pay 90 % of the price; guests walk in and pay the full price.')}
              </p>
            )}
            {wide ? (
              <LineTable lines={s.lines} values={values} branchId={branchId} edit={edit} onChange={onChange} />
            ) : (
              s.lines.map((l) => (
                <LineCard
                  key={l.key}
                  line={l}
                  values={values[l.key]}
                  branchId={branchId}
                  edit={edit}
                  onChange={onChange}
                />
              ))
            )}
          </div>
        </IonAccordion>
      ))}
    </IonAccordionGroup>
  );
}
