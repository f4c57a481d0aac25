import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobRecipient, JobSummary } from '../../../contract/support-mail';
import type { RecipientState } from '../../../domain/support-mail';
import { getJob, getJobs, getRecipients } from './sm-api';

// The job on screen: its counts polled every second while it runs, and its per-recipient results: pages
// of 100 loaded as the list is scrolled; each poll refreshes the first rows shown (at most 500).
const POLL_MS = 1000;
const PAGE = 100;
const REFRESH_MAX = 500;
export type ResultFilter = 'all' | Extract<RecipientState, 'failed' | 'unconfirmed'>;

export function useMailJob() {
  const [jobs, setJobs] = useState<JobSummary[]>([]);
  const [job, setJob] = useState<JobSummary | null>(null);
  const [rows, setRows] = useState<JobRecipient[]>([]);
  const [total, setTotal] = useState(0);
  const [filter, setFilter] = useState<ResultFilter>('all');
  /** What is on screen now (answers for another job or filter are dropped). */
  const shown = useRef({ id: 0, filter: 'all' as ResultFilter, count: 0 });

  const loadRows = useCallback(async (id: number, f: ResultFilter, offset: number, limit: number) => {
    const res = await getRecipients(id, { ...(f === 'all' ? {} : { state: f }), offset, limit });
    if (!res.ok || shown.current.id !== id || shown.current.filter !== f) return;
    const got = res.data.data;
    setRows((old) => {
      const next = [...old.slice(0, offset), ...got, ...old.slice(offset + got.length)].slice(0, res.data.total);
      shown.current.count = next.length;
      return next;
    });
    setTotal(res.data.total);
  }, []);

  const refresh = useCallback(
    async (id: number) => {
      const res = await getJob(id);
      if (!res.ok || shown.current.id !== id) return null;
      setJob(res.data.job);
      const limit = Math.min(REFRESH_MAX, Math.max(PAGE, shown.current.count));
      await loadRows(id, shown.current.filter, 0, limit);
      return res.data.job;
    },
    [loadRows],
  );

  const show = (id: number, f: ResultFilter) => {
    shown.current = { id, filter: f, count: 0 };
    setFilter(f);
    setRows([]);
    setTotal(0);
  };

  const open = useCallback(
    (id: number) => {
      show(id, 'all');
      void refresh(id);
    },
    [refresh],
  );

  const reloadJobs = useCallback(async () => {
    const res = await getJobs();
    if (res.ok) setJobs(res.data.data);
    return res.ok ? res.data.data : [];
  }, []);

  // The newest job at start (a running one is followed at once).
  useEffect(() => {
    void reloadJobs().then((list) => {
      if (list[0] && shown.current.id === 0) open(list[0].id);
    });
  }, [open, reloadJobs]);

  // Polls while the job runs; the list of jobs is read again when it ends.
  const id = job?.id ?? 0;
  const running = job?.state === 'running';
  useEffect(() => {
    if (!id || !running) return;
    const timer = window.setInterval(() => {
      void refresh(id).then((j) => {
        if (j?.state === 'done') void reloadJobs();
      });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [id, running, refresh, reloadJobs]);

  const pickFilter = (f: ResultFilter) => {
    if (!job) return;
    show(job.id, f);
    void loadRows(job.id, f, 0, PAGE);
  };

  const more = () => {
    if (!job || rows.length >= total) return;
    void loadRows(job.id, filter, rows.length, PAGE);
  };

  /** A job just made or retried: shown and followed. */
  const follow = (next: JobSummary) => {
    setJobs((list) => [next, ...list.filter((j) => j.id !== next.id)]);
    if (shown.current.id !== next.id) show(next.id, 'all');
    setJob(next);
    void loadRows(next.id, shown.current.filter, 0, Math.min(REFRESH_MAX, Math.max(PAGE, shown.current.count)));
  };

  return { jobs, job, rows, total, filter, open, pickFilter, more, follow };
}
export type MailJob = ReturnType<typeof useMailJob>;
