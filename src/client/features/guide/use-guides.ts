import { useCallback, useEffect, useState } from 'react';
import { guideApi } from '../../../contract/branch';
import { guideEditApi } from '../../../contract/guide';
import { cachedRequest, request } from '../../lib/request';
import { toast } from '../../lib/toast';
import type { GuideDraft } from './GuideEditor';

export interface Guide {
  id: number;
  name: string;
  content: string;
}

/** The guides (the public copy on report/manual, kept on the device), and the admin's save and delete. */
export function useGuides(open: boolean) {
  const [guides, setGuides] = useState<Guide[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [editError, setEditError] = useState('');

  useEffect(() => {
    void cachedRequest(open ? guideApi.listPublic : guideApi.list, {}).then((res) => {
      if (res.ok) setGuides(res.data.data);
      else setError('error');
    });
  }, [open]);

  const save = useCallback(async (d: GuideDraft): Promise<Guide[] | null> => {
    setBusy(true);
    setEditError('');
    const res = await request(guideEditApi.save, {}, { id: d.id, name: d.name, content: d.content, sort: d.sort });
    setBusy(false);
    if (!res.ok) {
      setEditError(res.error.msg);
      toast('Error when update', 'danger');
      return null;
    }
    setGuides(res.data.data);
    toast('Update Success');
    return res.data.data;
  }, []);

  const remove = useCallback(async (id: number): Promise<boolean> => {
    const res = await request(guideEditApi.remove, { id });
    if (!res.ok) {
      toast(res.error.msg || 'Error when update', 'danger');
      return false;
    }
    setGuides(res.data.data);
    toast('Update Success');
    return true;
  }, []);

  return { guides, error, busy, editError, setEditError, save, remove };
}
