import { checkmarkDoneOutline, downloadOutline, filterOutline, gitBranchOutline } from 'ionicons/icons';
import type { ReportAction } from '../../ui/ReportActions';
import type { AccT } from './acc-text';

/**
 * The month views' actions (spec 2 section 2.2). Lite: FILTER WITH NOTE, CHECK VERSION/EDIT, DOWN EXCEL.
 * Month: CONFIRM END MONTH (accountants, whole month) and DOWN EXCEL; 1=>10 and 1=>20: DOWN EXCEL.
 */
export function periodActions(
  t: AccT,
  h: { filter: () => void; versions: () => void; downExcel: () => void; confirmMonth: () => void },
  o: { lite: boolean; wholeMonth: boolean; writer: boolean; busy: boolean },
): ReportAction[] {
  const down: ReportAction = {
    label: t('DOWN EXCEL'),
    handler: h.downExcel,
    primary: true,
    disabled: o.busy,
    icon: downloadOutline,
  };
  if (o.lite)
    return [
      { label: t('FILTER WITH NOTE'), handler: h.filter, primary: true, icon: filterOutline },
      { label: t('CHECK VERSION/EDIT'), handler: h.versions, primary: true, icon: gitBranchOutline },
      down,
    ];
  const confirm: ReportAction[] =
    o.wholeMonth && o.writer
      ? [{ label: t('CONFIRM END MONTH'), handler: h.confirmMonth, primary: true, icon: checkmarkDoneOutline }]
      : [];
  return [...confirm, down];
}
