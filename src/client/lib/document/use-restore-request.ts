import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The draft the drafts screen asked to put into this screen's document (`?restore=<draft key>`).
 * `request` changes with every such navigation (so the screen loads again) and is '' otherwise. The
 * parameter then leaves the address bar, so reloading the page later does not ask again (a draft
 * based on an older save is then set aside, as usual). `ownPath` is the screen's own address: Ionic
 * keeps earlier pages mounted, and only the page the request was sent to takes it.
 */
export function useRestoreRequest(ownPath: string): { restore: string | undefined; request: string } {
  const location = useLocation();
  const restore =
    location.pathname === ownPath ? (new URLSearchParams(location.search).get('restore') ?? undefined) : undefined;
  useEffect(() => {
    if (restore && new URLSearchParams(window.location.search).has('restore')) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, [restore, location.key]);
  return { restore, request: restore ? `${restore}@${location.key}` : '' };
}
