// A code's survey: loads what the code opens (a room, the reception with the room typed in, or the
// Rotenburo), shows the first answers read-only when the code was already used today, and sends once.
// On a tablet (`onDone`), the thank-you page returns home after 5 seconds and a button leads home at any time.
// A phone keeps the read key of what it sent (sent.ts): a reception code shows answers only with it.
// A tablet sends through its outbox (`submit`): with no network the survey is kept and sent later, the
// guest sees the same thank-you with a line saying so; its own code opens offline (`offline`).
import { useEffect, useRef, useState } from 'react';
import { ROTEN_MAX, rotenCanComplete } from '../../domain/survey-answers';
import { SURVEY_LANGS, questionTexts, type SurveyLang } from '../../domain/survey-questions';
import { ApiError, loadSurvey, sendSurvey, type Already, type Answers, type PublicSurvey } from './api';
import { AnswersView } from './AnswersView';
import { dropDraft, hasDraft, loadDraft, moveDraft, saveDraft } from './draft';
import { Friendly } from './Friendly';
import { keepSent, sentKeyOf } from './sent';
import { SurveyForm } from './SurveyForm';
import { Thanks } from './Thanks';
import {
  BACK_HOME,
  draftKeyOf,
  LEAVE_CONFIRM,
  ROOM_STEP,
  ROOM_UNKNOWN_TEXT,
  roomDraftKeyOf,
  rotenDraftKeyOf,
  sendRefusal,
} from './view';

const LANG_NAMES: Record<SurveyLang, string> = { ja: '日本語', en: 'English', vi: 'Tiếng Việt' };

export interface SurveyBody {
  lang: SurveyLang;
  room?: string;
  answers?: Answers;
  opinion?: string;
}

interface Props {
  token: string;
  /** Tablet: the room typed on the home screen. */
  room?: string;
  onDone?: () => void;
  /** Tablet: sends now or keeps the survey to send later (`queued`); a refusal throws an ApiError. */
  submit?: (token: string, body: SurveyBody) => Promise<{ queued: boolean }>;
  /** Tablet: the survey to show when the code cannot be read (no network), if the tablet knows it. */
  offline?: (token: string, room: string) => PublicSurvey | null;
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; status: number; msg: string }
  | { kind: 'room'; survey: PublicSurvey; unknown: boolean }
  | { kind: 'form'; survey: PublicSurvey }
  | { kind: 'already'; survey: PublicSurvey; already: Already }
  | { kind: 'thanks'; survey: PublicSurvey; queued: boolean };

/** The code's survey, or (tablet, no network) the one the tablet knows. */
function readSurvey(token: string, room: string, offline: Props['offline']): Promise<PublicSurvey> {
  return loadSurvey(token, room, sentKeyOf(token, room)).catch((e: unknown) => {
    const known = e instanceof ApiError && e.status === 0 ? offline?.(token, room) : null;
    if (known) return known;
    throw e;
  });
}

export function SurveyPage({ token, room: givenRoom = '', onDone, submit, offline }: Props) {
  // A reception code on a phone: the room typed before a reload is kept too.
  const [startRoom] = useState(() => givenRoom || loadDraft(roomDraftKeyOf(token), { room: '' }).room);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [lang, setLang] = useState<SurveyLang>('ja');
  const [room, setRoom] = useState(startRoom);
  // The room the open form's draft is kept under (a corrected room number takes the draft along).
  const formRoom = useRef(startRoom);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState('');
  const [opinion, setOpinion] = useState(() => loadDraft(rotenDraftKeyOf(token), { text: '' }).text);
  const first = useRef(true);

  const open = async (r: string) => {
    setBusy(true);
    try {
      const survey = await readSurvey(token, r, offline);
      // The language comes from the code the first time; later the guest's own choice stays.
      if (first.current) setLang(survey.lang);
      first.current = false;
      if (survey.already) setState({ kind: 'already', survey, already: survey.already });
      else if (survey.target === 'home' && !r) setState({ kind: 'room', survey, unknown: false });
      else {
        moveDraft(draftKeyOf(token, formRoom.current), draftKeyOf(token, r));
        formRoom.current = r;
        if (survey.target === 'home' && !givenRoom) saveDraft(roomDraftKeyOf(token), { room: r });
        setState({ kind: 'form', survey });
      }
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(500, String(e));
      setState({ kind: 'error', status: err.status, msg: err.message });
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    void open(startRoom);
  }, [token]);

  const send = async (survey: PublicSurvey, body: { answers?: Answers; opinion?: string }) => {
    setBusy(true);
    setSendError('');
    try {
      const full: SurveyBody = { lang, ...(survey.target === 'home' ? { room: formRoom.current } : {}), ...body };
      let queued = false;
      // A shared tablet keeps no read key: the next guest must not read this one's answers.
      if (submit) queued = (await submit(token, full)).queued;
      else {
        const sent = await sendSurvey(token, full);
        keepSent(token, formRoom.current, { day: sent.data.day, key: sent.data.readKey });
      }
      dropDraft(draftKeyOf(token, formRoom.current));
      dropDraft(rotenDraftKeyOf(token));
      dropDraft(roomDraftKeyOf(token));
      setState({ kind: 'thanks', survey, queued });
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      const already = err.body?.already as Already | undefined;
      const next = sendRefusal(err.status, err.body?.code, survey.target, !!already);
      if (next.kind === 'already' && already) setState({ kind: 'already', survey, already });
      else if (next.kind === 'room') setState({ kind: 'room', survey, unknown: true });
      else setSendError(err.message);
    } finally {
      setBusy(false);
    }
  };

  const leave = () => {
    if (!onDone) return;
    const typed = hasDraft(draftKeyOf(token, formRoom.current)) || hasDraft(rotenDraftKeyOf(token));
    if (state.kind === 'form' && typed && !window.confirm(LEAVE_CONFIRM[lang])) return;
    // A shared tablet: the next guest does not find this one's answers.
    dropDraft(draftKeyOf(token, formRoom.current));
    dropDraft(rotenDraftKeyOf(token));
    dropDraft(roomDraftKeyOf(token));
    onDone();
  };

  if (state.kind === 'loading') return <p className="guest-loading">…</p>;
  if (state.kind === 'error')
    return (
      <>
        <Friendly status={state.status} msg={state.msg} />
        {onDone && (
          <p className="back-row">
            <button type="button" className="back-now" onClick={onDone}>
              ← {BACK_HOME.en}
            </button>
          </p>
        )}
      </>
    );
  const { survey } = state;
  const t = questionTexts(survey.branchId, lang);
  const shownRoom = state.kind === 'room' ? '' : survey.room;
  return (
    <main className="guest">
      <header className="guest-head">
        <div className="head-row">
          <div className="brand">{survey.branchName}</div>
          {onDone && state.kind !== 'thanks' && (
            <button type="button" className="lang-back" onClick={leave}>
              ← {BACK_HOME[lang]}
            </button>
          )}
        </div>
        <nav className="langs" aria-label="Language">
          {SURVEY_LANGS.map((l) => (
            <button
              type="button"
              key={l}
              lang={l}
              className={l === lang ? 'lang on' : 'lang'}
              aria-pressed={l === lang}
              onClick={() => setLang(l)}
            >
              {LANG_NAMES[l]}
            </button>
          ))}
        </nav>
        <h1>{survey.target === 'roten' ? t.roten : t.title}</h1>
        {survey.target !== 'roten' && shownRoom && <p className="room-tag">{shownRoom}</p>}
      </header>
      {state.kind === 'thanks' && <Thanks text={t.thanks} lang={lang} onDone={onDone} queued={state.queued} />}
      {state.kind === 'already' && <AnswersView already={state.already} branchId={survey.branchId} lang={lang} />}
      {state.kind === 'room' && (
        <form
          className="survey room-step"
          onSubmit={(e) => {
            e.preventDefault();
            if (room.trim()) void open(room.trim());
          }}
        >
          <label>
            {ROOM_STEP[lang].ask}
            <input
              className="text big"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value={room}
              onChange={(e) => setRoom(e.target.value)}
              aria-invalid={state.unknown}
              autoFocus
            />
          </label>
          {state.unknown && (
            <p className="send-error" role="alert">
              {ROOM_UNKNOWN_TEXT[lang]}
            </p>
          )}
          <button type="submit" className="complete" disabled={busy || !room.trim()}>
            {ROOM_STEP[lang].next}
          </button>
        </form>
      )}
      {state.kind === 'form' && survey.target === 'roten' && (
        <form
          className="survey"
          onSubmit={(e) => {
            e.preventDefault();
            void send(survey, { opinion });
          }}
        >
          <textarea
            aria-label={t.roten}
            rows={6}
            maxLength={ROTEN_MAX}
            value={opinion}
            onChange={(e) => {
              setOpinion(e.target.value);
              saveDraft(rotenDraftKeyOf(token), { text: e.target.value });
            }}
          />
          <button type="submit" className="complete" disabled={busy || !rotenCanComplete(opinion)}>
            {t.complete}
          </button>
        </form>
      )}
      {state.kind === 'form' && survey.target !== 'roten' && (
        <SurveyForm
          key={formRoom.current}
          branchId={survey.branchId}
          lang={lang}
          draftKey={draftKeyOf(token, formRoom.current)}
          busy={busy}
          onSend={(a) => void send(survey, { answers: a })}
        />
      )}
      {sendError && (
        <p className="send-error" role="alert">
          {sendError}
        </p>
      )}
    </main>
  );
}
