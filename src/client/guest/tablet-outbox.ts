// The survey tablet's sends go through the app's outbox (lib/outbox.ts): sent at once when the network is up,
// kept on the tablet (IndexedDB) and sent again when it is back, in order. Each survey carries the tablet's
// id for it (`sendId`), so a send replayed after its answer was lost stores nothing twice on the server.
// Loaded by the tablet only (TabletApp), never by the guest's phone page.
import type { BodyOf } from '../../contract/endpoint';
import { guestCalls } from '../../contract/light-calls';
import type { surveyApi } from '../../contract/survey';
import { newId } from '../lib/new-id';
import { outboxCountAtom, sendByType, startOutbox } from '../lib/outbox';
import { appStore } from '../state/store';

type SubmitBody = BodyOf<typeof surveyApi.publicSubmit>;

/** Sends a survey made on the tablet now, or queues it (answered `queued`) when the server cannot be reached. */
export const sendFromTablet = (token: string, body: Omit<SubmitBody, 'sendId'>) =>
  sendByType<typeof surveyApi.publicSubmit>(
    guestCalls.publicSubmit,
    { token },
    { ...body, sendId: newId() },
    `Survey ${body.room ?? ''}`.trim(),
  );

/** Starts the replay (back online, every 5 s while surveys wait) and tells `onCount` how many wait. */
export function startTabletOutbox(onCount: (n: number) => void): () => void {
  const stop = startOutbox();
  const unsubscribe = appStore.sub(outboxCountAtom, () => onCount(appStore.get(outboxCountAtom)));
  onCount(appStore.get(outboxCountAtom));
  return () => {
    unsubscribe();
    stop();
  };
}
