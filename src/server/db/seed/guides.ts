// The manual's demo guides. Inside a guide, "## " starts a topic (src/domain/guide.ts); "- " lines are lists.
export const DEMO_GUIDES = [
  {
    name: 'Getting started',
    content: [
      'Sumbook is the back office of the hotels: reports, sums, debits and the tools of each team.',
      '## Signing in',
      'Sign in with your e-mail and password. After five wrong passwords the account waits a few minutes before the next try.',
      '## The top bar and the menu',
      'The top bar (menu on phones) shows the screens your role may open. The bell shows unread notifications; the cloud icon shows saves waiting to be sent.',
      '## Your profile',
      'Open the user menu (your name) for the manual, your profile and Log Out.',
    ].join('\n\n'),
  },
  {
    name: 'Reception sum',
    content: [
      '## Load the day',
      'Open RC SUM, pick the date and Load Data. A day without a sum starts from the hotel invoices of the PMS.',
      '## Invoices',
      'Add hotel invoices (HI) and service invoices (SI) and fill the payments:',
      '- cash in VND, USD or yen;\n- cards (VCB or other);\n- debit for a company or a guest who pays later.',
      '## Save and send',
      'Type your name as maker, SAVE REPORT while working and SEND REPORT at the end of the day. A sent sum is locked: use REQUEST EDIT to ask your manager for a new version.',
    ].join('\n\n'),
  },
  {
    name: 'Working offline',
    content: [
      '## Drafts',
      'Everything you type is kept on this device, even if the page is closed.',
      '## Saving without network',
      'If the network drops, SAVE still works: the save waits in the outbox (the cloud icon with a number) and is sent when the device is back online.',
      '## Conflicts',
      'If somebody else saved the same report meanwhile, you will be asked to reload; your draft is kept.',
    ].join('\n\n'),
  },
  {
    name: 'Notifications',
    content: [
      '## The bell',
      'Edit requests and answers arrive in the bell. Open one to mark it read.',
      '## Answering edit requests',
      'Managers answer edit requests with Agree or Refuse.',
    ].join('\n\n'),
  },
];

export const CARD_TITLES = [
  { key: 'card_1', name: 'VCB Card (Visa / Master)' },
  { key: 'card_2', name: 'Other Card (JCB / Amex)' },
];
