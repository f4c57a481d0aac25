import { IonIcon } from '@ionic/react';
import type { SaveState } from '../../lib/document/save-state';
import { SaveStatus } from '../../ui/SaveStatus';
import {
  add,
  brushOutline,
  cloudUploadOutline,
  createOutline,
  documentTextOutline,
  mailOutline,
  printOutline,
  refreshOutline,
  saveOutline,
  searchOutline,
  trashOutline,
} from 'ionicons/icons';
import { ReportActions, type ReportAction } from '../../ui/ReportActions';
import type { TFunction } from '../../lib/i18n';
import { useT } from '../../lib/i18n';

export interface Actions {
  save: () => void;
  send: () => void;
  invoiceOnDate: () => void;
  find: () => void;
  add: () => void;
  remove: () => void;
  style?: () => void;
  requestEdit: () => void;
  printTotal: () => void;
  printSum: () => void;
}

/**
 * Edit mode: SAVE REPORT and SEND REPORT as buttons (and Add New Tab on tablets, which have no + button);
 * INVOICE ON DATE, FIND INVOICE, Row style and Delete in "More actions". View mode: REQUEST EDIT, PRINT SUM
 * (and PRINT TOTAL on tablets) as buttons.
 */
export function sumActions(
  t: TFunction<'rc'>,
  a: Actions,
  edit: boolean,
  wide: boolean,
  saving: boolean,
  selectedCount: number,
): ReportAction[] {
  if (!edit) {
    return [
      { label: t('REQUEST EDIT'), handler: a.requestEdit, primary: true, icon: createOutline },
      { label: t('PRINT TOTAL'), handler: a.printTotal, primary: wide, icon: printOutline },
      { label: t('PRINT SUM'), handler: a.printSum, primary: true, icon: documentTextOutline },
    ];
  }
  const list: ReportAction[] = [
    { label: t('SAVE REPORT'), handler: a.save, primary: true, disabled: saving, icon: saveOutline },
    { label: t('SEND REPORT'), handler: a.send, primary: true, disabled: saving, icon: mailOutline, color: 'success' },
    { label: t('Add New Tab'), handler: a.add, primary: wide, icon: add },
    { label: t('INVOICE ON DATE'), handler: a.invoiceOnDate, icon: refreshOutline },
    { label: t('FIND INVOICE'), handler: a.find, icon: searchOutline },
  ];
  if (a.style) list.push({ label: t('Row style'), handler: a.style, icon: brushOutline });
  list.push({
    label: selectedCount ? t('Delete ({{n}})', { n: selectedCount }) : t('Delete'),
    handler: a.remove,
    role: 'destructive',
    icon: trashOutline,
  });
  return list;
}

export function ActionBar({
  edit,
  wide,
  saving,
  dirty,
  draft,
  selectedCount,
  a,
}: {
  edit: boolean;
  wide: boolean;
  saving: boolean;
  dirty: boolean;
  draft: { state: SaveState; text: string };
  selectedCount: number;
  a: Actions;
}) {
  const t = useT('rc');
  const actions = sumActions(t, a, edit, wide, saving, selectedCount);
  if (edit && dirty) actions[0] = { ...actions[0], label: t('SAVE REPORT •') };
  return (
    <ReportActions actions={actions} label={t('Sum actions')} icons={wide}>
      {edit && saving && <IonIcon icon={cloudUploadOutline} aria-label={t('Saving')} />}
      {edit && <SaveStatus {...draft} />}
    </ReportActions>
  );
}
