import { useEffect, useState } from 'react';
import { branchApi, type AreaList } from '../../contract/branch';
import { cachedRequest } from '../lib/request';

// Branch names as the server has them now: a branch renamed in the admin screen (or by the import of the old
// system) shows its new name in every picker built from the fixed branch list (domain/branches.ts), which
// keeps each branch's id, code and area but not its current name.

type Names = ReadonlyMap<number, string>;
let names: Names = new Map();
const listeners = new Set<(n: Names) => void>();

/** Reads the names again (after a rename); every picker using them redraws. */
export async function refreshBranchNames(): Promise<void> {
  const res = await cachedRequest(branchApi.areas, {});
  if (!res.ok) return;
  const list = res.data.data as AreaList;
  names = new Map(Object.values(list).flatMap((branches) => branches.map((b) => [b.branchID, b.name] as const)));
  for (const l of [...listeners]) l(names);
}

/** The branch's current name, or `fallback` (the fixed list's) until the server has answered. */
export function useBranchNames(): (id: number, fallback: string) => string {
  const [now, setNow] = useState(names);
  useEffect(() => {
    listeners.add(setNow);
    if (!names.size) void refreshBranchNames();
    return () => {
      listeners.delete(setNow);
    };
  }, []);
  return (id, fallback) => now.get(id) ?? fallback;
}
