import type { AnswerOf, BodyOf } from '../../../contract/endpoint';
import { storageApi } from '../../../contract/storage';
import { branchById } from '../../../domain/branches';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, request } from '../../lib/request';

// The storage calls of spec 3 section 7 (contract/storage.ts). SAVE REPORT goes through the outbox: sent
// now when online, kept and replayed in order when not.
export type SaveBody = BodyOf<typeof storageApi.saveData>;
export type SaveAnswer = AnswerOf<typeof storageApi.saveData>;

export const loadStorage = (branch: number, month: string) => cachedRequest(storageApi.getData, { branch, month });
export const saveStorage = (branch: number, month: string, body: SaveBody) =>
  send(
    storageApi.saveData,
    { branchId: branch, month },
    body,
    tr('storage')('STORAGE {{branch}} {{month}} ({{cells}} cells, {{items}} items)', {
      branch: branchById(branch)?.code ?? branch,
      month,
      cells: body.listInOutItem?.length ?? 0,
      items: body.dataStorageItems?.length ?? 0,
    }),
  );
export const compareStorage = (branch: number, month: string) => request(storageApi.compareData, { branch, month });
/** CONFIRM WITH ACC by one who enters or counts: the compare, confirming the month when nothing differs. */
export const confirmStorage = (branch: number, month: string) =>
  request(storageApi.confirmData, { branchId: branch, month });
export const sendStorageReport = (branch: number, month: string) =>
  request(storageApi.sendReport, { branchId: branch, month });
