import { useEffect, useState } from 'react';
import { branchToday } from '../../../domain/branches';
import { searchKeyCheck } from '../../../domain/validation';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { findBills, type FindModule, type FindType, type Hit } from './find-bill';

export type FindState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'error'; msg: string }
  | { kind: 'found'; hits: Hit[]; branch: number; module: FindModule; key: string };

/** The filters of the bill search and its last result; a new kind of search (typeFind) starts afresh. */
export function useFindBill(rcsum: boolean) {
  const pick = useBranchChoice();
  const [year, setYear] = useState(() => branchToday(pick.own).slice(0, 4));
  const [type, setType] = useState<FindType>('name');
  const [module, setModule] = useState<FindModule>('accsum');
  const [exact, setExact] = useState(false);
  const [key, setKey] = useState('');
  const [state, setState] = useState<FindState>({ kind: 'idle' });
  useEffect(() => setState({ kind: 'idle' }), [rcsum]);

  /** "Key search is empty", "Length key search > 2"; the key upper-cased; "Have not data" from the server. */
  const find = async () => {
    const check = searchKeyCheck(key);
    if (!check.ok) return setState({ kind: 'error', msg: check.error });
    const target = pick.resolve();
    if (!target.ok) return setState({ kind: 'error', msg: target.msg });
    setKey(check.key);
    setState({ kind: 'searching' });
    const q = { branch: target.branch, year, type, key: check.key, module, exact };
    const res = await findBills(rcsum, q);
    if (!res.ok) return setState({ kind: 'error', msg: res.error.msg });
    setState({ kind: 'found', hits: res.data.data, branch: target.branch, module, key: check.key });
  };

  return { ...pick, year, setYear, type, setType, module, setModule, exact, setExact, key, setKey, state, find };
}
