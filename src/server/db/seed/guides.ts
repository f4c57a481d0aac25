export const DEMO_GUIDES = [
  {
    name: 'Getting started',
    content:
      'Sign in with your e-mail and password. The top bar (menu on phones) shows the screens your role may open. The bell shows unread notifications; the cloud icon shows saves waiting to be sent.',
  },
  {
    name: 'Reception sum',
    content:
      'Open RC SUM, pick the date and Load Data. Add hotel invoices (HI) and service invoices (SI), fill the payments, type your name as maker, SAVE REPORT while working and SEND REPORT at the end of the day. A sent sum is locked: use REQUEST EDIT to ask your manager for a new version.',
  },
  {
    name: 'Working offline',
    content:
      'Everything you type is kept on this device. If the network drops, SAVE still works: the save waits in the outbox (the cloud icon with a number) and is sent when the device is back online. If somebody else saved the same report meanwhile, you will be asked to reload; your draft is kept.',
  },
  {
    name: 'Notifications',
    content:
      'Edit requests and answers arrive in the bell. Open one to mark it read; managers answer edit requests with Agree or Refuse.',
  },
];

export const CARD_TITLES = [
  { key: 'card_1', name: 'VCB Card (Visa / Master)' },
  { key: 'card_2', name: 'Other Card (JCB / Amex)' },
];
