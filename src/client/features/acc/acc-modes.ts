import { CANT_SAVE_DATA } from '../../../domain/acc-rules';
import { accountantSaveTarget, type AccLoadMode } from '../../../domain/versions';
import type { AccKey } from './acc-text';

// The accountant sum's load modes (spec 2 section 2.2) and the addresses that open them. Pure.
export type { AccLoadMode };

export interface ModeInfo {
  mode: AccLoadMode;
  /** The dropdown's name of the mode (a catalog key: shown through t()). */
  labelKey: AccKey;
  /** A day (date input) or a month (month input). */
  input: 'date' | 'month';
  /** The period text of view_sum_with_month, for the month views. */
  range?: '' | '-10' | '-20';
  lite?: boolean;
}

/** The load-mode dropdown, in the spec's order. */
export const ACC_MODES: readonly ModeInfo[] = [
  { mode: 'day', labelKey: 'Day', input: 'date' },
  { mode: '1-10', labelKey: '1=>10', input: 'month', range: '-10' },
  { mode: '1-20', labelKey: '1=>20', input: 'month', range: '-20' },
  { mode: 'debitOnSum', labelKey: 'Debit on Sum', input: 'month' },
  { mode: 'month', labelKey: 'Month', input: 'month', range: '' },
  { mode: 'liteMonth', labelKey: 'Lite Month', input: 'month', range: '', lite: true },
  { mode: 'lite1-10', labelKey: 'Lite 1=>10', input: 'month', range: '-10', lite: true },
  { mode: 'lite1-20', labelKey: 'Lite 1=>20', input: 'month', range: '-20', lite: true },
  { mode: 'waiting', labelKey: 'Waiting', input: 'month' },
];

export const modeInfo = (mode: AccLoadMode): ModeInfo => ACC_MODES.find((m) => m.mode === mode) ?? ACC_MODES[0];

/** True for the month views (Month, 1=>10, 1=>20 and their lite forms): read-only aggregations of the days. */
export const isPeriodMode = (mode: AccLoadMode): boolean => modeInfo(mode).range !== undefined;

/** The period text of a month view: 'YYYY-MM', 'YYYY-MM-10' or 'YYYY-MM-20'. */
export const periodOf = (mode: AccLoadMode, month: string): string => `${month}${modeInfo(mode).range ?? ''}`;

/** What an address /acc_make/:branch/:dayReport/:versionReport opens. */
export interface AccTarget {
  branch: number;
  mode: AccLoadMode;
  /** The day (day mode) or the month 'YYYY-MM'. */
  when: string;
  version: number | 'current';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const PERIOD = /^(\d{4}-\d{2})-(10|20)$/;

/**
 * Reads the address: mode current (a day, or a month: Month), lite (a month or a 1=>10 / 1=>20 period),
 * waiting (a month, or a day's month), debit (a month: Debit on Sum), or a version number (a day). Null
 * when it names none.
 */
export function parseTarget(branch: string, when: string, version: string): AccTarget | null {
  const b = Number(branch);
  if (!/^\d{1,3}$/.test(branch)) return null;
  const month = when.slice(0, 7);
  if (/^\d{1,5}$/.test(version) && Number(version) > 0 && DAY.test(when))
    return { branch: b, mode: 'day', when, version: Number(version) };
  if (version === 'current' && DAY.test(when)) return { branch: b, mode: 'day', when, version: 'current' };
  if (version === 'current' && MONTH.test(when)) return { branch: b, mode: 'month', when, version: 'current' };
  if (version === 'lite' && MONTH.test(when)) return { branch: b, mode: 'liteMonth', when, version: 'current' };
  const period = PERIOD.exec(when);
  if (version === 'lite' && period)
    return { branch: b, mode: period[2] === '10' ? 'lite1-10' : 'lite1-20', when: period[1], version: 'current' };
  if (version === 'waiting' && (MONTH.test(when) || DAY.test(when)))
    return { branch: b, mode: 'waiting', when: month, version: 'current' };
  if (version === 'debit' && (MONTH.test(when) || DAY.test(when)))
    return { branch: b, mode: 'debitOnSum', when: month, version: 'current' };
  return null;
}

/** The address of a day's version (the version column's link and the version list). */
export const versionHref = (branch: number, day: string, version: number | 'current') =>
  `/acc_make/${branch}/${day}/${version}`;

/**
 * Save follows the load mode picked (spec 2 section 4.2): day, waiting and debit on sum save what is loaded
 * in that mode; any other mode, or a mode other than the one loaded, gives "Can't save data".
 */
export function saveRefusal(picked: AccLoadMode, loaded: AccLoadMode): string | null {
  const target = accountantSaveTarget(picked);
  if ('warning' in target) return target.warning;
  return target.save === loaded ? null : CANT_SAVE_DATA;
}
