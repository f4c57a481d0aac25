import { surveyApi } from '../../../contract/survey';
import { request } from '../../lib/request';

// The admin Survey tab's calls (spec 3 sections 2 and 7).
export const surveyConfig = (branch: number) => request(surveyApi.takeConfig, { branch });
export const tabletAction = (branch: number, action: 'on' | 'off' | 'delete' | 'note', n: number, note = '') =>
  request(surveyApi.actionTablet, { branch, action, n }, { note });
export const sendPass = (branch: number, pass: string) => request(surveyApi.changePass, {}, { branch, pass });
export const saveUpdateInfo = (info: { isUpdate: boolean; link: string; version: string; whatNew: string }) =>
  request(surveyApi.changeConfig, {}, info);
