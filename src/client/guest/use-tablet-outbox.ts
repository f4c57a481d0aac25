// The survey tablet's offline side: its sends go through the app's outbox (tablet-outbox.ts, loaded with the
// tablet's home), how many surveys wait, and the survey form opened with no network.
import { useCallback, useEffect, useState } from 'react';
import { hasMassage } from '../../domain/packages';
import { ApiError, type PublicSurvey, type TabletHome } from './api';
import type { SurveyBody } from './SurveyPage';

const loadOutbox = () => import('./tablet-outbox');

export function useTabletOutbox(home: TabletHome | null) {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void loadOutbox().then((m) => {
      if (!gone) stop = m.startTabletOutbox(setWaiting);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  /** Sends now or queues; a refusal is thrown as the guest page's ApiError (its status, message and body). */
  const submit = useCallback(async (token: string, body: SurveyBody) => {
    const res = await (await loadOutbox()).sendFromTablet(token, body);
    if (!res.ok) throw new ApiError(res.error.status, res.error.msg, (res.error.body ?? {}) as Record<string, unknown>);
    return { queued: res.queued };
  }, []);

  /**
   * The tablet's own code opened with no network: the form of its branch for the room typed (a tablet's input
   * code is a reception code in Japanese first, server tablet-activate.ts). Whether the room exists and has
   * not answered today is checked when the survey reaches the server.
   */
  const offline = useCallback(
    (token: string, room: string): PublicSurvey | null =>
      home && token === home.inputToken
        ? {
            branchId: home.branchId,
            branchName: home.branchName,
            target: 'home',
            room,
            lang: 'ja',
            source: 'tabletInput',
            hasMassage: hasMassage(home.branchId),
            already: null,
          }
        : null,
    [home],
  );

  return { waiting, submit, offline };
}
