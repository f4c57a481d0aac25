// The recruitment list being edited (spec 3 section 4): new rows are added locally with a temporary 'new'
// id, edits to stored rows are tracked as changed, removed stored rows go in the delete list; Save sends
// the three lists in one call, each changed row with the revision it was read at. Rows missing a position,
// workplace or deadline are not saved: the answer names them, the list is loaded again, and those rows stay
// on the screen (marked) to be completed. A save refused because someone else changed or removed a row
// meanwhile (409) shows the refusal and the list as stored now; the user's other edits stay.
import { useCallback, useEffect, useRef, useState } from 'react';
import { recruitmentApi, type RecruitmentRowOut, type SkippedRow } from '../../../contract/recruitment';
import { isNewId, NEW_ID_PREFIX } from '../../../domain/recruitment';
import { guardLeave } from '../../lib/leave-guard';
import { request } from '../../lib/request';
import { tr } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useSelection } from '../../ui/use-selection';

export interface EditRow {
  _id: string;
  position: string;
  location: string;
  deadline: string;
  /** The revision read (a new row: 0). */
  revision: number;
}
export type Field = 'position' | 'location' | 'deadline';

let seq = 0;
const newId = () => `${NEW_ID_PREFIX}${Date.now().toString(36)}${(seq++).toString(36)}`;
const strip = ({ _id, position, location, deadline, revision }: EditRow): EditRow => ({
  _id,
  position,
  location,
  deadline,
  revision,
});
/** The stored rows of a refusal's answer (409: `current`), or null when it has none. */
const currentOf = (body: unknown): RecruitmentRowOut[] | null => {
  const current = (body as { current?: unknown } | undefined)?.current;
  return Array.isArray(current) ? (current as RecruitmentRowOut[]) : null;
};

export interface SkippedNotice {
  /** Row number on the screen (1-based) and what it lacks. */
  rows: { n: number; missing: string[] }[];
}

export function useRecruitment() {
  const [rows, setRows] = useState<EditRow[] | null>(null);
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const [deleted, setDeleted] = useState<string[]>([]);
  const [flagged, setFlagged] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const selection = useSelection();
  const dirty = !!rows && (changed.size > 0 || deleted.length > 0 || rows.some((r) => isNewId(r._id)));
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => guardLeave(() => dirtyRef.current), []);

  /** Shows the stored list with `keep` (rows a save did not store, edits still unsaved) put back after it. */
  const show = useCallback(
    (list: RecruitmentRowOut[], keep: EditRow[]): EditRow[] => {
      const kept = new Map(keep.map((r) => [r._id, r]));
      const stored = list.map((r) => kept.get(r._id) ?? strip(r));
      const shown = [...stored, ...keep.filter((r) => isNewId(r._id))];
      setRows(shown);
      setChanged(new Set(keep.filter((r) => !isNewId(r._id)).map((r) => r._id)));
      setDeleted([]);
      setFlagged(new Set(keep.map((r) => r._id)));
      selection.clear();
      return shown;
    },
    [selection],
  );

  /**
   * Loads the stored list and answers it as shown; `keep` are rows put back after it (the ones a save did
   * not store); `quiet` leaves out the load toast (after a save, whose toast stays).
   */
  const load = useCallback(
    async (keep: EditRow[] = [], quiet = false): Promise<EditRow[] | null> => {
      const res = await request(recruitmentApi.load, {});
      if (!res.ok) {
        toast(tr('recruitment')('Error when load data'), 'danger');
        setError(res.error.msg);
        return null;
      }
      const shown = show(res.data.data, keep);
      setError('');
      if (!quiet) toast(tr('recruitment')('Successfully load data'));
      return shown;
    },
    [show],
  );

  useEffect(() => {
    void load();
  }, []);

  const add = () =>
    setRows((rs) => [...(rs ?? []), { _id: newId(), position: '', location: '', deadline: '', revision: 0 }]);

  const update = (id: string, field: Field, value: string) => {
    setRows((rs) => (rs ?? []).map((r) => (r._id === id ? { ...r, [field]: value } : r)));
    if (!isNewId(id)) setChanged((s) => (s.has(id) ? s : new Set(s).add(id)));
  };

  const removeSelected = () => {
    const ids = selection.selected;
    setRows((rs) => (rs ?? []).filter((r) => !ids.has(r._id)));
    setDeleted((d) => [...d, ...[...ids].filter((id) => !isNewId(id))]);
    setChanged((s) => new Set([...s].filter((id) => !ids.has(id))));
    selection.clear();
  };

  /** Saves; answers the rows that were not stored (numbered as shown after the reload), or null when the save failed. */
  const save = async (): Promise<SkippedNotice | null> => {
    if (!rows) return null;
    setBusy(true);
    const res = await request(
      recruitmentApi.save,
      {},
      {
        newList: rows.filter((r) => isNewId(r._id)),
        changeDataList: rows.filter((r) => changed.has(r._id)),
        deleteList: deleted,
        data: rows,
      },
    );
    setBusy(false);
    if (!res.ok) {
      toast(tr('recruitment')('Error saving data'), 'danger');
      const current = currentOf(res.error.body);
      if (res.error.status === 409 && current) {
        // Someone else changed or removed rows meanwhile: theirs are shown, the user's other edits stay.
        const now = new Map(current.map((r) => [r._id, r.revision]));
        show(
          current,
          rows.filter((r) => isNewId(r._id) || (changed.has(r._id) && now.get(r._id) === r.revision)),
        );
      }
      setError(res.error.msg);
      return null;
    }
    const skipped: SkippedRow[] = res.data.data.skipped;
    const keep = rows.filter((r) => skipped.some((s) => s._id === r._id));
    toast(tr('recruitment')('Update Success'));
    const shown = (await load(keep, true)) ?? rows;
    return { rows: skipped.map((s) => ({ n: shown.findIndex((r) => r._id === s._id) + 1, missing: s.missing })) };
  };

  return { rows, changed, flagged, busy, error, dirty, selection, load, add, update, removeSelected, save };
}
export type RecruitmentState = ReturnType<typeof useRecruitment>;
