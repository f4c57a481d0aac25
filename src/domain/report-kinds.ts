// The kinds of versioned report, as stored with each version, in refs ('rc:3:2026-05-01:1') and in audit
// actions ('rc.save'). Declared once: a module that reads another's reports names the kind from here.

/** The reception sum (one per branch and day). */
export const RECEPTION_KIND = 'rc';
/** The accountant day report (one per branch and day, made from the day's sent reception sum). */
export const ACC_KIND = 'acc';
/** The accountant's debit on sum (one per branch and month). */
export const ACC_DEBIT_KIND = 'accdebit';
/** The accountant's cost sheet (one per branch and day). */
export const COST_KIND = 'acccost';
/** The accountant's waiting list (one per branch and month). */
export const WAIT_KIND = 'accwait';
/** The manager report (one per branch and day). */
export const MAN_KIND = 'man';
