import { useEffect, useState } from 'react';
import { noticeApi } from '../../../contract/notice';
import { filterNotices, type NoticeCategory, type NoticeTemplate } from '../../../domain/notice';
import { tr } from '../../lib/i18n';
import { cachedRequest } from '../../lib/request';
import { useNotice } from '../../lib/use-notice';

/** The templates (offline: the last list kept on this device), the category picked and the title search. */
export function useNotices() {
  const notice = useNotice();
  const [all, setAll] = useState<NoticeTemplate[] | null>(null);
  const [category, setCategory] = useState<NoticeCategory | 'all'>('all');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<NoticeTemplate | null>(null);

  useEffect(() => {
    let live = true;
    void cachedRequest(noticeApi.list, {}).then((res) => {
      if (!live) return;
      if (!res.ok) {
        setAll([]);
        notice(res.error.msg, tr('announcement')('Load Data'));
        return;
      }
      setAll(res.data.data);
    });
    return () => {
      live = false;
    };
  }, []);

  const shown = all ? filterNotices(all, category, query) : [];
  return { all, shown, category, setCategory, query, setQuery, open, setOpen };
}
export type NoticesState = ReturnType<typeof useNotices>;
