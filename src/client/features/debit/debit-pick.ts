import { branchById, branchToday } from '../../../domain/branches';
import { FIRST_YEAR, yearsFrom } from '../../../domain/constants';
import type { LoadBy } from '../../../domain/debit-query';
import type { TFunction } from '../../lib/i18n';
import { ROLE } from '../../../domain/roles';
import { tr } from '../../lib/i18n';
import { monthShort } from '../../lib/i18n/format';
import type { DebitScreen } from './debit-screen';

// What the toolbar holds (area, branch, year, month, loadBy) and how an address fills it.
export interface DebitPick {
  area: string;
  /** 0: the user's own branch (the server reads it so). */
  branch: number;
  year: string;
  /** '01'..'12', or '00' for the whole year (document 4: "by year alone returns the whole year"). */
  month: string;
  loadBy: LoadBy;
}

export const WHOLE_YEAR = '00';
export const MONTHS = [WHOLE_YEAR, ...Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))];
/** A month of the picker: '10 Oct' ('thg 10', '10月' where the language's month name holds its number). */
export function monthLabel(m: string, t: TFunction<'debit'>): string {
  if (m === WHOLE_YEAR) return t('Whole year');
  const name = monthShort(Number(m));
  return name.includes(String(Number(m))) ? name : `${m} ${name}`;
}

/** Years from this one down to 2020 (spec 1 section 9). */
export const yearChoices = (): string[] => yearsFrom(new Date()).map(String);

interface PickUser {
  role: number;
  branchID: number;
  area: string;
}

/** The pick on open: this month of the user's branch; roles 7 and 8 choose their area, roles 5 and up their branch. */
export function defaultPick(user: PickUser, now = new Date()): DebitPick {
  const today = branchToday(user.branchID, now);
  const choosesArea = user.role === ROLE.CEO || user.role === ROLE.ACC_CHIEF;
  return {
    area: choosesArea ? '' : user.area,
    branch: user.role === ROLE.ACCOUNTANT ? user.branchID : 0,
    year: today.slice(0, 4),
    month: today.slice(5, 7),
    loadBy: 'ALL',
  };
}

/** The period the reception call takes: `YYYY-MM`, or `YYYY` for the whole year. */
export const periodOfPick = (p: Pick<DebitPick, 'year' | 'month'>): string =>
  p.month === WHOLE_YEAR ? p.year : `${p.year}-${p.month}`;

export interface UrlParams {
  branchDebit?: string;
  monthDebit?: string;
  idDebit?: string;
  branchReport?: string;
  yearReport?: string;
  monthReport?: string;
}

/** The branch, year and month an address names, or null when it names none (or names them wrongly). */
export function pickFromUrl(screen: DebitScreen, p: UrlParams): { branch: number; year: string; month: string } | null {
  const branch = Number(screen.acc ? p.branchReport : p.branchDebit);
  if (!Number.isInteger(branch) || branch <= 0) return null;
  let year: string | undefined;
  let month: string | undefined;
  if (screen.acc) {
    year = p.yearReport;
    month = p.monthReport;
  } else {
    const m = /^(\d{4})(?:-(\d{2}))?/.exec(p.monthDebit ?? '');
    year = m?.[1];
    month = m?.[2] ?? WHOLE_YEAR;
  }
  if (!year || !/^\d{4}$/.test(year) || Number(year) < FIRST_YEAR || !month || !MONTHS.includes(month)) return null;
  return { branch, year, month };
}

/** The accountant edits the debit lines; the other roles view them. */
export const pickMode = (role: number): 'edit' | 'view' => (role === ROLE.ACCOUNTANT ? 'edit' : 'view');

/** The loaded pick's one-line summary: '[EDIT] HBT1 · 2026-10 · ALL' ([EDIT] for the accountant, [VIEW] for others). */
export function pickSummary(role: number, branch: number, p: DebitPick, acc: boolean): string {
  const t = tr('debit');
  const mode = pickMode(role) === 'edit' ? t('[EDIT]') : t('[VIEW]');
  const name = branchById(branch)?.code ?? t('My branch');
  const period = p.month === WHOLE_YEAR ? t('{{year}} (whole year)', { year: p.year }) : `${p.year}-${p.month}`;
  const loadBy = acc ? t(p.loadBy) : '';
  return `${mode} ${[name, period, loadBy].filter(Boolean).join(' · ')}`;
}
