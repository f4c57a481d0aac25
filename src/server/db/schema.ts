import type { ColumnType, Generated } from 'kysely';

// Booleans are integers (0/1) and JSON is text, so the same schema runs on SQLite and PostgreSQL.
export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: number;
  branch_id: number;
  position: string;
  avatar: string;
  access: string;
  is_manage: number;
  needs_activation: number;
  blocked: number;
  block_msg: string;
  other: string;
  acc_hidden_tab: string;
  settings: string;
  first_login: number;
  token_version: number;
  created_at: string;
  /** en, vi or ja; null until the user (or the CEO or an admin) sets it (migration 032). */
  lang: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  id: string;
  user_id: number;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

/** A browser that signed in successfully as the user (sha256 of its device id). */
export interface LoginDeviceTable {
  user_id: number;
  device_hash: string;
  last_login: string;
}

export interface PasswordResetTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface NotificationTable {
  id: Generated<number>;
  title: string;
  content: string;
  created_at: string;
  type: number;
  isread: number;
  answer: string;
  sent_to: number | null;
  sent_from: string;
  sent_from_id: number | null;
  role: number | null;
  branch: number | null;
  link: string;
  /** What the notification is about, e.g. `rc:3:2026-05-01:1` for an edit request on a reception sum. */
  ref: Generated<string>;
}

export interface AreaTable {
  id: Generated<number>;
  name: string;
}

export interface BranchTable {
  id: number;
  code: string;
  name: string;
  area: string;
  rooms: number;
  other: string;
}

export interface RoomTable {
  id: Generated<number>;
  branch_id: number;
  number: string;
  type: string;
  floor: number;
}

export interface CardTitleTable {
  id: Generated<number>;
  key: string;
  name: string;
  sort: number;
}

export interface GuideTable {
  id: Generated<number>;
  name: string;
  content: string;
  sort: number;
  /** Migration 027: rises on every write. */
  revision: Generated<number>;
}

export interface AuditTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  action: string;
  target: string;
  detail: string;
  /** Migration 017: the branch the row is about (null: none) and its kind (src/domain/audit.ts). */
  branch_id: Generated<number | null>;
  kind: Generated<string>;
  /** Migration 023: the author's name when the row was written (null on older rows). The table is append-only. */
  user_name: Generated<string | null>;
}

/** Migration 017: the public website's texts, one JSON object per language and target (read-only here). */
export interface WebContentTable {
  id: Generated<number>;
  language: string;
  target: string;
  content: string;
  updated_at: string;
  updated_by: string;
}

/** request: `<sha256 of method and URL>:<sha256 of the body>` the key was first used for (the call part only for answers stored before the body was kept; '' before the call was kept). */
export interface IdempotencyTable {
  key: string;
  user_id: number;
  status_code: number;
  body: string;
  created_at: string;
  request: Generated<string>;
}

/**
 * A version of a versioned report (kind 'rc' is the reception sum): per kind, branch, period (day or
 * month) and version; content and totals are JSON text, edit / mailed / opened 0 or 1.
 */
export interface DocumentTable {
  id: Generated<number>;
  kind: string;
  branch_id: number;
  period: string;
  version: number;
  revision: number;
  edit: number;
  maker: string;
  note: string;
  content: string;
  totals: string;
  updated_at: string;
  updated_by: string;
  sent_at: string | null;
  sent_by: string | null;
  mailed: Generated<number>;
  /** 1 when the version was opened on purpose (new version, agreed edit request). */
  opened: Generated<number>;
}

/** Search index: the rows of the latest version of each day (hi, si, name upper case). */
export interface RcRowTable {
  id: Generated<number>;
  branch_id: number;
  day: string;
  version: number;
  row_id: string;
  hi: string;
  si: string;
  name: string;
  pay: string;
  row: string;
}

/**
 * Search index of the other row reports (kind 'acc' accountant sums, 'accdebit' debit on sum), as rc_rows
 * for the reception sums: the rows of the latest version of each period (`day` holds the period, a day
 * or a month), hi, si and name upper case.
 */
export interface DocRowTable extends RcRowTable {
  kind: string;
}

/** One line per branch and month whose debit on sum CONFIRM END MONTH copied (the copy happens once). */
export interface AccDebitMonthTable {
  branch_id: number;
  month: string;
  version: number;
  copied: number;
  confirmed_at: string;
  confirmed_by: string;
}

/** The debit book (migration 010): reception ('rc') and accountant ('acc') lines; `row` is the row as JSON. */
export interface DebitTable {
  id: Generated<number>;
  book: string;
  branch_id: number;
  /** The debit's date; `month` its YYYY-MM (for 'acc' lines the month of the debit on sum copied). */
  day: string;
  month: string;
  row_id: string;
  hi: string;
  si: string;
  name: string;
  company: string;
  room: string;
  action: string;
  /** RC, ACC or '' (debitTypeOf the action). */
  type: string;
  paid: string;
  note: string;
  currency: string;
  /** What the guest owes, in minor units of `currency`. */
  amount_minor: number;
  /** Name, invoices, company, room and note upper-cased: what the text search reads. */
  search: string;
  pay: string;
  row: string;
  /** Rises on every change; a change based on an older one is refused. */
  rev: number;
  source: string;
  import_to: string;
  created_at: string;
  updated_at: string;
}

/** A debit line's history: insert only (SQLite triggers refuse UPDATE and DELETE). */
export interface DebitHistoryTable {
  id: Generated<number>;
  debit_id: number;
  at: string;
  user_id: number | null;
  user_name: string;
  kind: string;
  line: string;
}

/** The built-in PMS source: the day's hotel invoices per branch (filled by the demo seed). */
export interface PmsInvoiceTable {
  id: Generated<number>;
  branch_id: number;
  day: string;
  hi: string;
  room: string;
  guest_name: string;
  company: string;
  checkin: string;
  checkout: string;
  room_rate: number;
  currency: string;
  exchange_rate: number;
  discount: number;
  paid_by: string;
  pay_column: string;
  pay_amount: number;
  updated_at: string;
}

/** The month's breakfast count of a branch; log is JSON text of its changes. */
export interface AccBfCountTable {
  branch_id: number;
  month: string;
  number: number;
  log: string;
  updated_at: string;
  updated_by: string;
}

/** The staff mistakes register: one line per row; row and log are JSON text; deleted 0 or 1. */
export interface AccStaffTable {
  id: Generated<number>;
  branch_id: number;
  row_id: string;
  day: string;
  version: number;
  deleted: number;
  row: string;
  log: string;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

/**
 * A cell of a month grid (migrations 014, 027): breakfast, storage or the expected plan. Day 0 = the month.
 * `note` is a cell's text (the plan's comment), `rev` rises on every change of the cell.
 */
export interface GridCellTable {
  id: Generated<number>;
  kind: string;
  branch_id: number;
  month: string;
  row_key: string;
  day: number;
  field: string;
  value: number;
  note: Generated<string>;
  rev: Generated<number>;
  updated_at: string;
  updated_by: string;
}
/** A grid write by its key (replays are answered from here) and the cells' history; outcome is JSON. */
export interface GridWriteTable {
  id: Generated<number>;
  user_id: number;
  write_key: string;
  kind: string;
  branch_id: number;
  month: string;
  row_key: string;
  day: number;
  field: string;
  outcome: string;
  at: string;
  by_name: string;
}
/** A grid's month: closed days (JSON number[]) and flags (JSON). */
export interface GridMonthTable {
  id: Generated<number>;
  kind: string;
  branch_id: number;
  month: string;
  closed_days: string;
  flags: string;
  updated_at: string;
  updated_by: string;
}
/** A branch's stock item. */
export interface StorageItemTable {
  id: Generated<number>;
  branch_id: number;
  item_id: string;
  tab: string;
  name: string;
  unit: string;
  updated_at: string;
}

/** Survey QR codes (migration 013): the random half of a signed code; revoked codes stay, never reused. */
export interface SurveyTokenTable {
  token_id: string;
  branch_id: number;
  /** 'room', 'home' (the reception tablet: room typed in) or 'roten'. */
  target: string;
  room: string;
  lang: string;
  source: string;
  tablet_n: number;
  created_at: string;
  created_by: string;
  revoked_at: string | null;
}
/** A guest's survey ('guest', answers JSON) or Rotenburo opinion ('roten'). */
export interface SurveyEntryTable {
  id: Generated<number>;
  branch_id: number;
  generation: string;
  kind: string;
  day: string;
  time: string;
  room: string;
  source: string;
  lang: string;
  status: string;
  answers: string;
  opinion: string;
  sup_feedback: string;
  note_change: string;
  rev: number;
  token_id: string;
  /** token_id:room:day for guest-sent entries (one per code per day); null for seeded or imported ones. */
  dedupe_key: string | null;
  /** The sending device's id for a guest-sent entry (migration 033): a replayed send answers the first one. */
  send_id: Generated<string | null>;
  created_at: string;
  updated_at: string;
  updated_by: string;
}
export interface SurveyTabletTable {
  id: Generated<number>;
  branch_id: number;
  n: number;
  token_id: string;
  on: number;
  deleted: number;
  note: string;
  version: string;
  user_agent: string;
  created_at: string;
  last_seen: string;
}
/** Per branch: the tablet pass (scrypt hash, '' when unset); branch 0 holds the update information JSON. */
export interface SurveyConfigTable {
  branch_id: number;
  pass_hash: string;
  pass_updated_at: string;
  update_info: string;
}
export interface SurveyReportTable {
  id: Generated<number>;
  branch_id: number;
  generation: string;
  month: string;
  period: string;
  maker: string;
  note: string;
  sent_at: string;
  sent_by: string;
  /** Migration 027: 0 while the report's mail has not gone. */
  mailed: Generated<number>;
}

/** Membership (issue 14): the guests' app members; search = folded ID, name and e-mail. */
export interface MemberTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  email: string;
  login_type: string;
  rank: string;
  az_point: number;
  az_coin: number;
  gender: string;
  birth_year: number | null;
  registered_at: string;
  area: string;
  bookings: number;
  search: string;
}

/** code_key: the upper-case code while the voucher lives, '~<id>' once deleted. */
export interface VoucherTable {
  id: Generated<number>;
  code: string;
  code_key: string;
  name: string;
  type: string;
  max_price: number;
  expiry: string;
  discount: number;
  az_coin: number;
  infor: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface MemberVoucherTable {
  id: Generated<number>;
  member_id: number;
  voucher_id: number;
  assigned_at: string;
  used_at: string | null;
  used_by: string | null;
}

/** A Send Mail Report of the support mail page: its recipients are in support_mail_recipients. */
export interface SupportMailJobTable {
  id: Generated<number>;
  kind: string;
  /** 'running' while a recipient is pending or sending, then 'done'. */
  state: string;
  total: number;
  list_hash: string;
  reply_to: string;
  retries: number;
  created_at: string;
  created_by: number;
  created_by_name: string;
  finished_at: string | null;
}
/** One recipient of a job: pending, sending, sent, failed or unconfirmed (see domain/support-mail.ts). */
export interface SupportMailRecipientTable {
  id: Generated<number>;
  job_id: number;
  name: string;
  email: string;
  state: string;
  error: string;
  attempts: number;
  tried_at: string | null;
  sent_at: string | null;
  /** The instance sending it while 'sending' (025). */
  sender: Generated<string>;
}

export interface Database {
  education_videos: EducationVideoTable;
  recruitment: RecruitmentTable;
  documents: DocumentTable;
  members: MemberTable;
  vouchers: VoucherTable;
  member_vouchers: MemberVoucherTable;
  rc_rows: RcRowTable;
  doc_rows: DocRowTable;
  debits: DebitTable;
  debit_history: DebitHistoryTable;
  acc_debit_months: AccDebitMonthTable;
  pms_invoices: PmsInvoiceTable;
  idempotency: IdempotencyTable;
  users: UserTable;
  sessions: SessionTable;
  login_devices: LoginDeviceTable;
  password_resets: PasswordResetTable;
  notifications: NotificationTable;
  areas: AreaTable;
  branches: BranchTable;
  rooms: RoomTable;
  card_titles: CardTitleTable;
  guides: GuideTable;
  audit: AuditTable;
  web_content: WebContentTable;
  acc_bf_counts: AccBfCountTable;
  acc_staff: AccStaffTable;
  grid_cells: GridCellTable;
  grid_writes: GridWriteTable;
  grid_months: GridMonthTable;
  storage_items: StorageItemTable;
  survey_tokens: SurveyTokenTable;
  survey_entries: SurveyEntryTable;
  survey_tablets: SurveyTabletTable;
  survey_config: SurveyConfigTable;
  survey_reports: SurveyReportTable;
  support_mail_jobs: SupportMailJobTable;
  support_mail_recipients: SupportMailRecipientTable;
  notice_templates: NoticeTemplateTable;
  acc_charts: AccChartTable;
  acc_chart_log: AccChartLogTable;
  bookings: BookingTable;
  daily_reports: DailyReportTable;
  settings: SettingTable;
  throttle_failures: ThrottleFailureTable;
  legacy_ids: LegacyIdTable;
  debit_reminders: DebitReminderTable;
  debit_reminder_weeks: DebitReminderWeekTable;
  push_subscriptions: PushSubscriptionTable;
}

/** A notice template of the announcement form (migration 020); content is JSON text of {text, edit} lines. */
export interface NoticeTemplateTable {
  id: Generated<number>;
  key: string;
  category: string;
  name: string;
  name2: string;
  name3: string;
  font_size: number;
  content: string;
  position: number;
  updated_at: string;
}

/** A video of the training library (migration 019); id is the YouTube id, sub_category '' when none. */
export interface EducationVideoTable {
  id: string;
  category: string;
  sub_category: string;
  title: string;
  description: string;
  sort: number;
}

/** An open position of the recruitment list (migration 019); deadline 'YYYY-MM-DD'. */
export interface RecruitmentTable {
  id: Generated<number>;
  position: string;
  location: string;
  deadline: string;
  updated_at: string;
  updated_by: string;
  /** Migration 027: rises on every write. */
  revision: Generated<number>;
}

/** A booking of the booking system (migration 020-bookings); flags 0/1, days 'YYYY-MM-DD'. */
export interface BookingTable {
  id: Generated<number>;
  code: string;
  branch_id: number;
  room: string;
  checkin: string;
  checkout: string;
  rate: number;
  guest_name: string;
  company: string;
  channel: string;
  language: string;
  device: string;
  pick_up: number;
  drop_off: number;
  waiting_list: number;
  cancelled: number;
  membership: number;
  female: number;
  created_at: string;
}

/** The yearly chart (migration 022): a branch's year of one type ('sale', 'massage'); months is JSON text of 12 numbers. */
export interface AccChartTable {
  id: Generated<number>;
  branch_id: number;
  year: number;
  type: string;
  months: string;
  /** Rises on every save; a save based on an older one is refused. */
  rev: number;
  updated_at: string;
  updated_by: string;
}

/** The yearly chart's history: one row per changed month, insert only (SQLite triggers refuse UPDATE and DELETE). */
export interface AccChartLogTable {
  id: Generated<number>;
  branch_id: number;
  year: number;
  type: string;
  month: number;
  before: number;
  after: number;
  at: string;
  user_id: number | null;
  user_name: string;
}

/** The reception daily report of a branch and day (migration 023): counts, typed rates, note; revision rises on every write. */
export interface DailyReportTable {
  id: Generated<number>;
  branch_id: number;
  date: string;
  checkIn: number;
  checkOut: number;
  roomLine: number;
  capacityRoom: number;
  walkIn: number;
  shortTime: number;
  ealryCheckIn: number;
  lateCheckOut: number;
  noShow: number;
  cancelRoom: number;
  guestMassage: number;
  massageLine: number;
  guestRoten: number;
  rotenLine: number;
  guestBreakfast: number;
  breakfastRoten: number;
  massage70Roten: number;
  massage100Roten: number;
  usdVcbBuying: number;
  usdVcbSelling: number;
  usdAzumayaBuying: number;
  jpyVcbBuying: number;
  jpyVcbSelling: number;
  jpyAzumayaBuying: number;
  jpyAzumayaSelling: number;
  note: string;
  revision: number;
  updated_at: string;
  sent_at: string | null;
  sent_by: string | null;
  /** Migration 027: 0 while a sent report's mail has not gone. */
  mailed: Generated<number>;
}

/** Values made once per installation and shared by every server instance (024). */
export interface SettingTable {
  key: string;
  value: string;
}

/** One failed attempt (sign-in, reset request, team code, survey submission) per scope, key and time (ms). */
export interface ThrottleFailureTable {
  id: Generated<number>;
  scope: string;
  key: string;
  at: number;
}

/** What an imported document of the old system became (migration 029): its collection and _id, and the target here. */
export interface LegacyIdTable {
  collection: string;
  legacy_id: string;
  target: string;
  imported_at: string;
}

/** A reminder step (days unpaid) sent for a debit line (migration 030): inserted once, before the notices. */
export interface DebitReminderTable {
  debit_id: number;
  step: number;
  sent_at: string;
}

/** A branch's weekly summary mail of unpaid bills (migration 030), by the week's Monday. */
export interface DebitReminderWeekTable {
  branch_id: number;
  week: string;
  sent_at: string;
}

/** A device's Web Push subscription (migration 031): the push service's endpoint and the browser's keys. */
export interface PushSubscriptionTable {
  endpoint: string;
  user_id: number;
  session_id: string;
  p256dh: string;
  auth: string;
  created_at: string;
}
