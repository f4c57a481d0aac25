// The method and path of the calls the light bundles make (the sign-in screens and the guest's survey
// pages), without zod: those bundles build their paths from here, and the entries of user.ts and
// survey.ts are made from the same objects, so the two cannot drift apart.
export const sessionCalls = {
  login: { method: 'POST', path: '/user/login' },
  logout: { method: 'GET', path: '/user/logout' },
  infor: { method: 'GET', path: '/user/infor' },
  forgot: { method: 'POST', path: '/user/forgot' },
  reset: { method: 'POST', path: '/user/reset' },
} as const;

export const guestCalls = {
  sendPassActiveTablet: { method: 'GET', path: '/survey/send_pass_active_tablet/:branch/:pass' },
  /** The tablet's activation as a write (a GET changes nothing): the pass in the body, not in the address. */
  activateTablet: { method: 'POST', path: '/survey/send_pass_active_tablet/:branch' },
  publicGet: { method: 'GET', path: '/survey/public/:token' },
  publicSubmit: { method: 'POST', path: '/survey/public/:token' },
  tabletHome: { method: 'GET', path: '/survey/tablet/home/:tabletToken' },
} as const;
