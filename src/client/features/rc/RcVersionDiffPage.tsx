import { IonButton, useIonRouter } from '@ionic/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { docsApi } from '../../../contract/docs';
import { branchById } from '../../../domain/branches';
import type { DiffRow } from '../../../domain/doc-diff';
import { rcColumns } from '../../../domain/rc-columns';
import { shown, rowLabel } from '../../lib/document/row-diff';
import { request } from '../../lib/request';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import type { DiffWords } from '../../ui/VersionDiff';
import { VersionDiff } from '../../ui/VersionDiff';
import { versionList } from './rc-api';
import { compareHref } from './rc-links';
import '../../ui/sheet/sheet.css';

const HEAD_WORDS: Record<string, string> = { maker: 'Maker', note: 'Note', packages: 'Packages', log: 'Log' };
const BRIEF = ['room', 'name', 'company', 'action', 'amount', 'serviceTotal', 'vnd', 'usd', 'yen'];

/** A totals field by its column: 'Total VND'; a column already named a total as it is ('Service total'). */
const totalLabel = (column: string | undefined) =>
  column === undefined ? undefined : /total/i.test(column) ? column : `Total ${column}`;

function rcWords(branch: number): DiffWords {
  const columns = rcColumns(branch);
  const label = new Map(columns.map((c) => [c.key, c.label]));
  const totalOf = new Map(columns.filter((c) => c.total).map((c) => [c.total as string, c.label]));
  return {
    field: (f) => HEAD_WORDS[f] ?? label.get(f) ?? totalLabel(totalOf.get(f)) ?? f,
    row: (r) => rowLabel(r as DiffRow & { ID: string }, ['HI', 'SI', 'name', 'room']),
    value: (f, v) =>
      f === 'packages' && v && typeof v === 'object' && !Array.isArray(v)
        ? Object.entries(v as Record<string, number>)
            .filter(([, n]) => n)
            .map(([k, n]) => `${k} × ${n}`)
            .join(', ') || '—'
        : shown(v),
    brief: (r) => BRIEF.filter((f) => shown(r[f]) !== '—'),
  };
}

/** /reception_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion: two versions of a reception sum compared. */
export default function RcVersionDiffPage() {
  const p = useParams<{ branchReport: string; dayReport: string; fromVersion: string; toVersion: string }>();
  const branch = Number(p.branchReport);
  const day = p.dayReport ?? '';
  const from = Number(p.fromVersion);
  const to = Number(p.toVersion);
  const wide = useWide();
  const router = useIonRouter();
  const [versions, setVersions] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    void versionList(branch, day).then((res) => {
      if (live && res.ok) setVersions(res.data.data.filter((v) => v.day === day).map((v) => v.version));
    });
    return () => {
      live = false;
    };
  }, [branch, day]);
  const load = useCallback(
    (a: number, b: number) =>
      request(docsApi.diff, { kind: 'rc', branchId: branch, period: day }, undefined, { from: a, to: b }),
    [branch, day],
  );
  const words = useMemo(() => rcWords(branch), [branch]);
  const code = branchById(branch)?.code ?? String(branch);
  return (
    <AppPage title="Compare" fill>
      <div className="vd-bar">
        <h2 className="vd-title" data-testid="diff-title">
          RC Sum {code} {day}
        </h2>
        <IonButton fill="clear" size="small" routerLink={`/reception_sum/${branch}/${day}/${to}`}>
          Back to version {to}
        </IonButton>
      </div>
      <VersionDiff
        versions={versions}
        from={from}
        to={to}
        onPick={(a, b) => router.push(compareHref(branch, day, a, b), 'none', 'replace')}
        load={load}
        words={words}
        wide={wide}
      />
    </AppPage>
  );
}
