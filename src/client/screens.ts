import type { ComponentType } from 'react';
import type { ScreenPath } from './screen-paths';

// The client's screens: path pattern (as in pages.txt) to the lazily loaded page. Gates come from
// src/domain/access.ts; `npm run routes` prints this table. No React here, so Node can read it.
// Every path of screen-paths.ts has its page here (the type checks both ways).
type Loader = () => Promise<{ default: ComponentType }>;

export const SCREENS: Record<ScreenPath, Loader> = {
  '/home': () => import('./features/home/HomePage'),
  '/user/profile': () => import('./features/profile/ProfilePage'),
  '/user/guider': () => import('./features/guide/GuidePage'),
  '/report/manual': () => import('./features/guide/GuidePage'),
  '/forbidden': () => import('./features/forbidden/ForbiddenPage'),
  '/reception_sum': () => import('./features/rc/ReceptionSumPage'),
  '/reception_sum/:branchReport/:dayReport/:versionReport': () => import('./features/rc/ReceptionSumPage'),
};

/** Served by the light sign-in bundle (features/session/PublicApp). */
export const PUBLIC_SCREENS = ['/', '/forgot', '/user/reset/:token'];
