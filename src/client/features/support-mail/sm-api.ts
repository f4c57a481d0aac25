import type { AnswerOf } from '../../../contract/endpoint';
import { supportMailApi, type RecipientIn } from '../../../contract/support-mail';
import { isEmail, type RecipientState, type SupportMailKind } from '../../../domain/support-mail';
import { call } from '../../lib/api';
import { methodOf, request, uploadFile, urlOf } from '../../lib/request';

// The support mail page's calls (contract/support-mail.ts).

/** The chosen file itself: the server reads it into a preview (nothing is stored). */
export const importList = (file: Blob) => uploadFile(supportMailApi.importList, {}, file);

/** mailFrom (the Reply-To) only when it is an address. */
const replyTo = (mailFrom: string) => (isEmail(mailFrom.trim()) ? { mailFrom: mailFrom.trim() } : {});

export const sendTest = (body: { mailTo: string; kind: SupportMailKind; excelData: RecipientIn[]; mailFrom: string }) =>
  request(supportMailApi.sendTest, {}, { ...body, ...replyTo(body.mailFrom) });

/** Creates the job; the key makes a repeated tap (or a lost answer sent again) one job, not two. */
export const sendToList = (kind: SupportMailKind, recipients: RecipientIn[], mailFrom: string, key: string) =>
  call<AnswerOf<typeof supportMailApi.sendToList>>(
    methodOf(supportMailApi.sendToList),
    urlOf(supportMailApi.sendToList, { kind }),
    { recipients, ...replyTo(mailFrom) },
    { 'Idempotency-Key': key },
  );

export const retryJob = (jobId: number, unconfirmed: boolean) =>
  request(supportMailApi.retry, { jobId }, { unconfirmed });
export const getJob = (jobId: number) => request(supportMailApi.job, { jobId });
export const getJobs = () => request(supportMailApi.jobs, {});
export const getRecipients = (jobId: number, q: { state?: RecipientState; offset: number; limit: number }) =>
  request(supportMailApi.recipients, { jobId }, undefined, q);
