import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useState } from 'react';
import type { LoadBy } from '../../../domain/debit-query';
import type { DebitColumn } from './debit-columns';
import { DebitCards } from './DebitCards';
import { DebitTable, type LineHandlers } from './DebitTable';
import { debitKey, useDebitWords } from './debit-text';
import type { ListArgs } from './use-debit-lines';

export interface DebitArea {
  loadBy: LoadBy;
  /** A debit catalog key, shown translated. */
  heading?: string;
}

/**
 * The lists of what was loaded. /acc_debit: DEBIT AREA (Debit, Non Paid) and PAID AREA (Paid), both as
 * tables on tablets and one at a time as cards on phones; loadBy DEBIT or PAID keeps one of them.
 * The other screens: one list of every live line.
 */
export function areasOf(acc: boolean, loadBy: LoadBy): DebitArea[] {
  if (!acc) return [{ loadBy: 'ALL' }];
  const debit = { loadBy: 'DEBIT' as const, heading: debitKey('DEBIT AREA') };
  const paid = { loadBy: 'PAID' as const, heading: debitKey('PAID AREA') };
  return loadBy === 'ALL' ? [debit, paid] : [loadBy === 'PAID' ? paid : debit];
}

export function DebitLists({
  areas,
  args,
  wide,
  columns,
  role,
  limit,
  handlers,
}: {
  areas: DebitArea[];
  args: Omit<ListArgs, 'loadBy'>;
  wide: boolean;
  columns: DebitColumn[];
  role: number;
  limit: number;
  handlers: LineHandlers;
}) {
  const { w } = useDebitWords();
  const [phoneArea, setPhoneArea] = useState(0);
  if (wide)
    return (
      <div className="db-scroll">
        {areas.map((a, i) => (
          <DebitTable
            key={a.loadBy}
            args={{ ...args, loadBy: a.loadBy, onTotal: i === 0 ? args.onTotal : undefined }}
            heading={a.heading && w(a.heading)}
            defaultLimit={limit}
            columns={columns}
            role={role}
            handlers={handlers}
          />
        ))}
      </div>
    );
  const area = areas[Math.min(phoneArea, areas.length - 1)];
  return (
    <>
      {areas.length > 1 && (
        <IonSegment
          value={String(phoneArea)}
          onIonChange={(e) => setPhoneArea(Number(e.detail.value))}
          className="db-tabs db-area-tabs"
        >
          {areas.map((a, i) => (
            <IonSegmentButton key={a.loadBy} value={String(i)}>
              <IonLabel>{a.heading && w(a.heading)}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
      )}
      <DebitCards key={area.loadBy} args={{ ...args, loadBy: area.loadBy }} onOpen={handlers.onOpen} />
    </>
  );
}
