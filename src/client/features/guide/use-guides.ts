import { useCallback, useEffect, useState } from 'react';
import { guideApi } from '../../../contract/branch';
import { guideEditApi } from '../../../contract/guide';
import { useT } from '../../lib/i18n';
import { cachedRequest, request } from '../../lib/request';
import { toast } from '../../lib/toast';
import type { GuideDraft } from './GuideEditor';

export interface Guide {
  id: number;
  name: string;
  content: string;
  revision: number;
}

/** The guides of a refusal's answer (409: `current`, the list as stored now), or null when it has none. */
const currentOf = (body: unknown): Guide[] | null => {
  const current = (body as { current?: unknown } | undefined)?.current;
  return Array.isArray(current) ? (current as Guide[]) : null;
};

/**
 * The guides (the public copy on report/manual, kept on the device), and the admin's save and delete. A
 * save carries the revision the editor read; refused because someone else changed the guide meanwhile
 * (409), the list shows the guides as stored now and the editor the refusal.
 */
export function useGuides(open: boolean) {
  const t = useT('guide');
  const [guides, setGuides] = useState<Guide[] | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editError, setEditError] = useState('');

  useEffect(() => {
    void cachedRequest(open ? guideApi.listPublic : guideApi.list, {}).then((res) => {
      if (res.ok) setGuides(res.data.data);
      else setError(true);
    });
  }, [open]);

  const save = useCallback(
    async (d: GuideDraft): Promise<Guide[] | null> => {
      setBusy(true);
      setEditError('');
      const body = { id: d.id, name: d.name, content: d.content, sort: d.sort, revision: d.revision ?? 0 };
      const res = await request(guideEditApi.save, {}, body);
      setBusy(false);
      if (!res.ok) {
        const current = currentOf(res.error.body);
        if (res.error.status === 409 && current) setGuides(current);
        setEditError(res.error.msg);
        toast(t('Error when update'), 'danger');
        return null;
      }
      setGuides(res.data.data);
      toast(t('Update Success'));
      return res.data.data;
    },
    [t],
  );

  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      const res = await request(guideEditApi.remove, { id });
      if (!res.ok) {
        toast(res.error.msg || t('Error when update'), 'danger');
        return false;
      }
      setGuides(res.data.data);
      toast(t('Update Success'));
      return true;
    },
    [t],
  );

  return { guides, error, busy, editError, setEditError, save, remove };
}
