import type { TFunction } from '../../lib/i18n';
import {
  DAILY_LABELS,
  RATE_MAX,
  rateStep,
  type DailyCountField,
  type DailyRateField,
} from '../../../domain/daily-report';
import type { Catalogs } from '../../../locales/catalogs';

// The daily report's texts from src/domain, in the user's language: the field labels (each is a key of the
// daily-report catalog) and why a typed rate is refused (the same checks as domain's rateError, in words).

/** A field's label as its catalog key. */
export const labelKey = (f: DailyCountField | DailyRateField) => DAILY_LABELS[f] as keyof Catalogs['daily-report'];

/** Why a rate that domain's rateError refuses is refused, in the user's language. */
export function rateText(t: TFunction<'daily-report'>, f: DailyRateField, value: number): string {
  const label = t(labelKey(f));
  if (!Number.isFinite(value)) return t('{{label}} must be a number', { label });
  if (value < 0) return t("{{label}} can't be negative", { label });
  if (value > RATE_MAX) return t('{{label}} is too large', { label });
  return t('{{label}} must be in steps of {{step}}', { label, step: rateStep(f) });
}
