import type { TFunction } from '../../lib/i18n';
import { DEPARTMENT_SCORES, type Department } from '../../../domain/survey';
import { periodKeyOf } from '../../../domain/survey-report';

// The survey screens' texts that come from src/domain, in the user's language: the report's periods
// ("Week 1".."Week 5", "Month", "Last month") and departments (Reception, Kitchen...). The values sent and
// stored stay English.

export type SvT = TFunction<'survey'>;

/** A period's label as shown. */
export function periodText(label: string, t: SvT): string {
  const key = periodKeyOf(label);
  if (key === 'month') return t('Month');
  if (key) return t('Week {{n}}', { n: key.slice(4) });
  return label === 'Last month' ? t('Last month') : label;
}

const isDepartment = (name: string): name is Department => Object.hasOwn(DEPARTMENT_SCORES, name);

/** A department's name as shown. */
export const departmentText = (name: string, t: SvT): string => (isDepartment(name) ? t(name) : name);
