import { useEffect, useState } from 'react';

/** Tablets and desktops (≥ 768 px) get the top bar and grids; phones get the menu and cards. */
export const WIDE_QUERY = '(min-width: 768px)';

export function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(WIDE_QUERY);
    const on = () => setWide(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return wide;
}
