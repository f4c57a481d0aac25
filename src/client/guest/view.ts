// The guest page's small texts and decisions that are not in the domain catalogue (pure, unit-tested):
// the friendly page for a refused code, the tablet's countdown home, what a refused send means.
import { SURVEY_LINK_INVALID } from '../../domain/survey';
import type { Label, SurveyLang } from '../../domain/survey-questions';

/** A code's shape (contract `surveyToken`): anything else is refused before asking the server. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,40}\.[A-Za-z0-9_-]{8,64}$/;

/** The friendly page: the server's own message first (English), then the same in Japanese and Vietnamese. */
export interface Friendly {
  title: Label;
  msg: string;
  others: Partial<Label>;
  /** Trying again may help (no connection, too many sends, a server fault). */
  retry: boolean;
}

const LINK: Partial<Label> = {
  ja: 'このアンケートのリンクは無効です。フロントで新しいリンクをお受け取りください。',
  vi: 'Liên kết khảo sát này không còn hiệu lực. Vui lòng hỏi lễ tân để nhận liên kết mới.',
};
const OFF: Partial<Label> = {
  ja: 'このタブレットは現在ご利用いただけません。フロントにお声がけください。',
  vi: 'Máy tính bảng này hiện không sử dụng được. Vui lòng liên hệ lễ tân.',
};
const LATER: Partial<Label> = {
  ja: 'しばらく時間をおいてから、もう一度お試しください。',
  vi: 'Vui lòng thử lại sau ít phút.',
};
const OFFLINE: Partial<Label> = {
  ja: 'インターネットに接続できません。Wi-Fi をご確認のうえ、もう一度お試しください。',
  vi: 'Không có kết nối. Vui lòng kiểm tra Wi-Fi và thử lại.',
};
const FAULT: Partial<Label> = {
  ja: 'エラーが発生しました。もう一度お試しください。',
  vi: 'Đã xảy ra lỗi. Vui lòng thử lại.',
};
const SORRY: Label = { en: 'Sorry', ja: '申し訳ございません', vi: 'Xin lỗi' };

/**
 * What a refused load shows. A code of the wrong shape (400 from the contract's check) reads like a
 * revoked one (404): the guest only needs to know the link does not work.
 */
export function friendlyOf(status: number, msg: string): Friendly {
  if (status === 400 || status === 404)
    return { title: SORRY, msg: status === 400 ? SURVEY_LINK_INVALID : msg, others: LINK, retry: false };
  if (status === 403) return { title: SORRY, msg, others: OFF, retry: false };
  if (status === 429) return { title: SORRY, msg, others: LATER, retry: true };
  if (status === 0) return { title: SORRY, msg, others: OFFLINE, retry: true };
  return { title: SORRY, msg, others: FAULT, retry: true };
}

export const TRY_AGAIN: Label = { en: 'Try again', ja: 'もう一度', vi: 'Thử lại' };

/** Under the thanks of a survey the tablet kept to send later (no network). */
export const QUEUED_NOTE: Label = {
  en: 'Your answers are saved on this tablet and will be sent when the network is back.',
  ja: 'ご回答はこのタブレットに保存され、ネットワークが回復しだい送信されます。',
  vi: 'Câu trả lời của bạn đã được lưu trên máy tính bảng này và sẽ được gửi khi có mạng trở lại.',
};

/** The tablet's home while surveys wait to be sent. */
export function waitingText(n: number): string {
  return n === 1
    ? '1 survey waits to be sent / 送信待ちのアンケート 1 件'
    : `${n} surveys wait to be sent / 送信待ちのアンケート ${n} 件`;
}

/** What a refused send leads to: the first answers (409 with them), back to the room step, or a message. */
export type SendRefusal = { kind: 'already' } | { kind: 'room' } | { kind: 'message' };
export function sendRefusal(status: number, code: unknown, target: string, hasAlready: boolean): SendRefusal {
  if (status === 409 && hasAlready) return { kind: 'already' };
  if (status === 400 && target === 'home' && code === 'ROOM_NUMBER_REQUIRED') return { kind: 'room' };
  return { kind: 'message' };
}

/** The tablet's thank-you page counts down home. */
export function backHomeText(lang: SurveyLang, seconds: number): string {
  if (lang === 'ja') return `${seconds}秒後に最初の画面に戻ります`;
  if (lang === 'vi') return `Quay lại màn hình đầu sau ${seconds} giây`;
  return `Back to the start in ${seconds} s`;
}
export const BACK_NOW: Label = { en: 'Back now', ja: '今すぐ戻る', vi: 'Quay lại ngay' };
/** The tablet survey's way out (a guest who changes their mind, or a read-only second visit). */
export const BACK_HOME: Label = { en: 'Back to start', ja: '最初に戻る', vi: 'Quay lại' };
export const LEAVE_CONFIRM: Label = {
  en: 'Leave this survey? What you entered will be lost.',
  ja: 'アンケートを中止しますか？入力内容は失われます。',
  vi: 'Rời khỏi khảo sát? Nội dung đã nhập sẽ bị mất.',
};

/** A survey already sent today whose answers are not shown here (a room typed in, sent from another device). */
export const ANSWERED_HIDDEN: Label = {
  en: 'This room has already answered the survey today. Thank you!',
  ja: 'このお部屋のアンケートは本日回答済みです。ありがとうございます。',
  vi: 'Phòng này đã trả lời khảo sát hôm nay. Xin cảm ơn!',
};

export const ROOM_STEP: Record<SurveyLang, { ask: string; next: string }> = {
  ja: { ask: 'お部屋番号を入力してください', next: '次へ' },
  en: { ask: 'Please enter your room number', next: 'Next' },
  vi: { ask: 'Vui lòng nhập số phòng', next: 'Tiếp' },
};
export const ROOM_UNKNOWN_TEXT: Label = {
  en: 'We could not find this room number. Please check it.',
  ja: 'このお部屋番号が見つかりません。ご確認ください。',
  vi: 'Không tìm thấy số phòng này. Vui lòng kiểm tra lại.',
};

/** sessionStorage keys of what a guest typed: per code and room (a reception code serves many rooms); '#'
 * never appears in a room number, so the Rotenburo box and the typed room have keys of their own. */
export const draftKeyOf = (token: string, room: string): string => `${token}:${room}`;
export const rotenDraftKeyOf = (token: string): string => `${token}#roten`;
/** The room a guest typed for a reception code on their phone. */
export const roomDraftKeyOf = (token: string): string => `${token}#room`;
