import {
  add,
  brushOutline,
  cloudDownloadOutline,
  cloudUploadOutline,
  createOutline,
  downloadOutline,
  hourglassOutline,
  mailOutline,
  returnDownBackOutline,
  saveOutline,
  searchOutline,
  trashOutline,
} from 'ionicons/icons';
import { canMoveToDebit } from '../../../domain/carry';
import type { ReportAction } from '../../ui/ReportActions';
import type { AccT } from './acc-text';

export interface DayHandlers {
  save: () => void;
  send: () => void;
  add: () => void;
  downForm: () => void;
  inputForm: () => void;
  loadWaiting: () => void;
  moveToDebit: () => void;
  toWaiting: () => void;
  find: () => void;
  style?: () => void;
  remove: () => void;
  /** Absent for roles that may neither ask for nor open a new version (the CEO reads). */
  requestEdit?: () => void;
  downExcel: () => void;
}

/**
 * The day report's actions (spec 2 section 2.2). Edit: SAVE REPORT, SEND REPORT, Add New Row (a button on
 * tablets; phones have +), DOWN FORM EXCEL, INPUT FORM EXCEL, LOAD WAITING on the 1st, move to DEBIT on
 * days 01-03, FIND INVOICE, Row style, Delete. View: REQUEST EDIT and DOWN EXCEL.
 */
export function dayActions(
  t: AccT,
  h: DayHandlers,
  o: { edit: boolean; wide: boolean; day: string; saving: boolean; dirty: boolean; selected: number },
): ReportAction[] {
  if (!o.edit)
    return [
      ...(h.requestEdit
        ? [{ label: t('REQUEST EDIT'), handler: h.requestEdit, primary: true, icon: createOutline }]
        : []),
      { label: t('DOWN EXCEL'), handler: h.downExcel, primary: true, icon: downloadOutline },
      { label: t('FIND INVOICE'), handler: h.find, icon: searchOutline },
    ];
  const n = o.selected;
  const list: ReportAction[] = [
    {
      label: o.dirty ? t('SAVE REPORT •') : t('SAVE REPORT'),
      handler: h.save,
      primary: true,
      disabled: o.saving,
      icon: saveOutline,
    },
    {
      label: t('SEND REPORT'),
      handler: h.send,
      primary: true,
      disabled: o.saving,
      icon: mailOutline,
      color: 'success',
    },
    { label: t('Add New Row'), handler: h.add, primary: o.wide, icon: add },
    { label: t('DOWN FORM EXCEL'), handler: h.downForm, icon: cloudDownloadOutline },
    { label: t('INPUT FORM EXCEL'), handler: h.inputForm, icon: cloudUploadOutline },
  ];
  if (o.day.endsWith('-01')) list.push({ label: t('LOAD WAITING'), handler: h.loadWaiting, icon: hourglassOutline });
  if (canMoveToDebit(o.day, false))
    list.push({
      label: n ? t('Move to DEBIT ({{n}})', { n }) : t('Move to DEBIT'),
      handler: h.moveToDebit,
      icon: returnDownBackOutline,
    });
  list.push({
    label: n ? t('Add to WAITING ({{n}})', { n }) : t('Add to WAITING'),
    handler: h.toWaiting,
    icon: hourglassOutline,
  });
  list.push({ label: t('FIND INVOICE'), handler: h.find, icon: searchOutline });
  if (h.style) list.push({ label: t('Row style'), handler: h.style, icon: brushOutline });
  list.push({
    label: n ? t('Delete ({{n}})', { n }) : t('Delete'),
    handler: h.remove,
    role: 'destructive',
    icon: trashOutline,
  });
  return list;
}
