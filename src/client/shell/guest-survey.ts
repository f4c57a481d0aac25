// The survey-redirect small tool (spec 3 section 2): obtains the public code of the user's branch (the
// reception's survey) and opens Sumbook's own survey page with it in a new tab.
import { shellCalls } from '../../contract/light-calls';
import type { surveyApi } from '../../contract/survey';
import { requestByType } from '../lib/request';
import { toast } from '../lib/toast';

export async function openGuestSurvey(branchID: number): Promise<void> {
  const tab = window.open('', '_blank');
  const res = await requestByType<typeof surveyApi.makeTokenRoomPublic>(
    shellCalls.makeTokenRoomPublic,
    {},
    { branchID, room: 'home' },
  );
  if (!res.ok) {
    tab?.close();
    toast(res.error.msg, 'danger');
    return;
  }
  if (tab) tab.location.href = res.data.url;
  else window.location.href = res.data.url;
}
