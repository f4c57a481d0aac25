import { CHART_TYPE_LABELS, MONTH_LABELS, type ChartType } from '../../../domain/acc-chart';
import { currentLanguage, type useT } from '../../lib/i18n';
import { monthShort } from '../../lib/i18n/format';

export type ChartT = ReturnType<typeof useT<'chart'>>;

/** A type's name ('SALE', 'MASSAGE') in the user's language. */
export const typeName = (t: ChartT, type: ChartType) => t(CHART_TYPE_LABELS[type] as 'SALE' | 'MASSAGE');

/**
 * A month's short name: English keeps the chart's own 'Jan' ... 'Dec' (Intl's en-GB writes 'Sept'); the other
 * languages write it as Intl does ('Tháng 1', '1月').
 */
export const monthName = (i: number) => (currentLanguage() === 'en' ? MONTH_LABELS[i] : monthShort(i + 1));
