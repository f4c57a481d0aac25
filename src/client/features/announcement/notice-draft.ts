import { noticeDateOf, type NoticeDate, type NoticeTemplate } from '../../../domain/notice';

/** A template being prepared for print: its lines as typed, the notice date and the font size. */
export interface NoticeDraft {
  template: NoticeTemplate;
  lines: string[];
  date: NoticeDate;
  fontSize: number;
}

export function draftOf(template: NoticeTemplate, today: string): NoticeDraft {
  return {
    template,
    lines: template.content.map((l) => l.text),
    date: noticeDateOf(today),
    fontSize: template.fontSize,
  };
}
