import type { Generated } from 'kysely';

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
}

export interface SessionTable {
  id: string;
  user_id: number;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
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
}

export interface AreaTable { id: Generated<number>; name: string }

export interface BranchTable {
  id: number;
  code: string;
  name: string;
  area: string;
  rooms: number;
  other: string;
}

export interface RoomTable { id: Generated<number>; branch_id: number; number: string; type: string; floor: number }

export interface CardTitleTable { id: Generated<number>; key: string; name: string; sort: number }

export interface GuideTable { id: Generated<number>; name: string; content: string; sort: number }

export interface AuditTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  action: string;
  target: string;
  detail: string;
}

export interface IdempotencyTable { key: string; user_id: number; status_code: number; body: string; created_at: string }

export interface Database {
  idempotency: IdempotencyTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  notifications: NotificationTable;
  areas: AreaTable;
  branches: BranchTable;
  rooms: RoomTable;
  card_titles: CardTitleTable;
  guides: GuideTable;
  audit: AuditTable;
}
