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

/**
 * The calls the app shell makes on every screen (the lookups kept for offline starts, the bell, the survey
 * tool), so the path to /home loads no zod: the entries of branch.ts, notification.ts and survey.ts are made
 * from these objects.
 */
export const shellCalls = {
  rooms: { method: 'GET', path: '/branch/get_list_room/' },
  areas: { method: 'GET', path: '/branch/get_area' },
  cardTitles: { method: 'GET', path: '/branch/get_rc_sum_title/' },
  notifications: { method: 'GET', path: '/user/notifications' },
  updateNotification: { method: 'PATCH', path: '/user/update_noti/:id' },
  makeTokenRoomPublic: { method: 'POST', path: '/survey/make_token_room_public' },
} as const;

/**
 * Live stream frame names (contract/live.ts has the frames' schemas): `notice`, `answered`, `sent`; `ready`
 * once the stream listens (after the catch-up); `resync` when the server may have missed events (its
 * database listener reconnected): reload.
 */
export const LIVE = { notice: 'notice', answered: 'answered', sent: 'sent', ready: 'ready', resync: 'resync' } as const;
export type LiveName = (typeof LIVE)[keyof typeof LIVE];

/** Edit-request answers on a type 1 notification (spec 1 section 4.3), for every report kind. */
export const EDIT_AGREE = 'Agree change sum';
export const EDIT_REFUSE = 'refuse';
export const EDIT_REFUSE_REPLY = 'Your request : refuse';

/** Web Push (the shell asks after sign-in; the log-out removes the device): made into entries by push.ts. */
export const pushCalls = {
  publicKey: { method: 'GET', path: '/user/push_key' },
  subscribe: { method: 'POST', path: '/user/push_subscribe' },
  unsubscribe: { method: 'POST', path: '/user/push_unsubscribe' },
} as const;
