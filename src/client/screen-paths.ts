// The paths of the client's screens (pattern as in pages.txt), without their pages. Menus and tabs
// read this list, so nothing a page imports leads back to the route table (screens.ts).
export const SCREEN_PATHS = [
  '/home',
  '/user/profile',
  '/user/guider',
  '/report/manual',
  '/forbidden',
  '/reception_sum',
  '/reception_sum/:branchReport/:dayReport/:versionReport',
] as const;
export type ScreenPath = (typeof SCREEN_PATHS)[number];
