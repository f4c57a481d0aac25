import { IonButton, useIonRouter } from '@ionic/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { docsApi } from '../../contract/docs';
import { branchById } from '../../domain/branches';
import type { ApiResult } from '../lib/api';
import { compareHref, type ComparedKind } from '../lib/document/compare-links';
import { request } from '../lib/request';
import { VersionDiff, type DiffWords } from './VersionDiff';
import './sheet/sheet.css';

// The one comparison of every versioned report the app lists versions of (issue 17): its routes are
// '/<report>_compare/:branchReport/:dayReport/:fromVersion/:toVersion'; each report gives a small description.

import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

/** What a report kind brings to the comparison screen. */
export interface CompareKind {
  kind: ComparedKind;
  /** The title's first words ('RC Sum'), before the branch code and the day. */
  title: string;
  /** Field, row and value words of the branch's report. */
  words: (branch: number) => DiffWords;
  /** The versions the report lists around the day (the page keeps the day's own). */
  versions: (branch: number, day: string) => Promise<ApiResult<{ data: readonly { day: string; version: number }[] }>>;
  /** The screen a version of the day opens in. */
  href: (branch: number, day: string, version: number) => string;
}

/** The comparison screen's body; shell/ComparePage puts it in the page frame. */
export function DocCompare({ kind, wide }: { kind: CompareKind; wide: boolean }) {
  const p = useParams<{ branchReport: string; dayReport: string; fromVersion: string; toVersion: string }>();
  const branch = Number(p.branchReport);
  const day = p.dayReport ?? '';
  const from = Number(p.fromVersion);
  const to = Number(p.toVersion);
  const router = useIonRouter();
  const t = useT('common');
  const [versions, setVersions] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    void kind.versions(branch, day).then((res) => {
      if (live && res.ok) setVersions(res.data.data.filter((v) => v.day === day).map((v) => v.version));
    });
    return () => {
      live = false;
    };
  }, [kind, branch, day]);
  const load = useCallback(
    (a: number, b: number) =>
      request(docsApi.diff, { kind: kind.kind, branchId: branch, period: day }, undefined, { from: a, to: b }),
    [kind, branch, day],
  );
  const words = useMemo(() => kind.words(branch), [kind, branch]);
  const code = branchById(branch)?.code ?? String(branch);
  return (
    <>
      <div className="vd-bar">
        <h2 className="vd-title" data-testid="diff-title">
          {t('{{title}} {{branch}} {{day}}', { title: knownLabel(t, kind.title), branch: code, day })}
        </h2>
        <IonButton fill="clear" size="small" routerLink={kind.href(branch, day, to)}>
          {t('Back to version {{version}}', { version: to })}
        </IonButton>
      </div>
      <VersionDiff
        versions={versions}
        from={from}
        to={to}
        onPick={(a, b) => router.push(compareHref(kind.kind, branch, day, a, b), 'none', 'replace')}
        load={load}
        words={words}
        wide={wide}
      />
    </>
  );
}
