// A code's survey: loads what the code opens (a room, the reception with the room typed in, or the
// Rotenburo), shows the first answers read-only when the code was already used today, and sends once.
// On a tablet (`onDone`), the thank-you page returns home after 5 seconds.
import { useEffect, useState } from 'react';
import { ROTEN_MAX, rotenCanComplete } from '../../domain/survey-answers';
import { SURVEY_LANGS, questionTexts, type SurveyLang } from '../../domain/survey-questions';
import { ApiError, loadSurvey, sendSurvey, type Already, type Answers, type PublicSurvey } from './api';
import { AnswersView } from './AnswersView';
import { dropDraft, loadDraft, saveDraft } from './draft';
import { SurveyForm } from './SurveyForm';
import { Thanks } from './Thanks';

const LANG_NAMES: Record<SurveyLang, string> = { ja: '日本語', en: 'English', vi: 'Tiếng Việt' };
const ROOM_TEXT: Record<SurveyLang, { ask: string; next: string }> = {
  ja: { ask: 'お部屋番号を入力してください', next: '次へ' },
  en: { ask: 'Please enter your room number', next: 'Next' },
  vi: { ask: 'Vui lòng nhập số phòng', next: 'Tiếp' },
};

interface Props {
  token: string;
  /** Tablet: the room typed on the home screen. */
  room?: string;
  onDone?: () => void;
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; msg: string }
  | { kind: 'room'; survey: PublicSurvey }
  | { kind: 'form'; survey: PublicSurvey }
  | { kind: 'already'; survey: PublicSurvey; already: Already }
  | { kind: 'thanks'; survey: PublicSurvey };

export function SurveyPage({ token, room: givenRoom = '', onDone }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [lang, setLang] = useState<SurveyLang>('ja');
  const [room, setRoom] = useState(givenRoom);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState('');
  const [opinion, setOpinion] = useState(() => loadDraft(`${token}:roten`, { text: '' }).text);

  const open = async (r: string) => {
    try {
      const survey = await loadSurvey(token, r);
      setLang((l) => (state.kind === 'loading' ? survey.lang : l));
      if (survey.already) setState({ kind: 'already', survey, already: survey.already });
      else if (survey.target === 'home' && !r) setState({ kind: 'room', survey });
      else setState({ kind: 'form', survey });
    } catch (e) {
      setState({ kind: 'error', msg: e instanceof ApiError ? e.message : String(e) });
    }
  };
  useEffect(() => {
    void open(givenRoom);
  }, [token]);

  const send = async (survey: PublicSurvey, body: { answers?: Answers; opinion?: string }) => {
    setBusy(true);
    setSendError('');
    try {
      await sendSurvey(token, { lang, ...(survey.target === 'home' ? { room } : {}), ...body });
      dropDraft(`${token}:${room}`);
      dropDraft(`${token}:roten`);
      setState({ kind: 'thanks', survey });
    } catch (e) {
      const err = e as ApiError;
      const already = err.body?.already as Already | undefined;
      if (err.status === 409 && already) setState({ kind: 'already', survey, already });
      else setSendError(err.message);
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'loading') return <p className="guest-loading">…</p>;
  if (state.kind === 'error')
    return (
      <main className="guest friendly" data-testid="survey-error">
        <h1>🙏</h1>
        <p>{state.msg}</p>
      </main>
    );
  const { survey } = state;
  const t = questionTexts(survey.branchId, lang);
  return (
    <main className="guest">
      <header className="guest-head">
        <div className="brand">{survey.branchName}</div>
        <nav className="langs" aria-label="Language">
          {SURVEY_LANGS.map((l) => (
            <button
              type="button"
              key={l}
              className={l === lang ? 'lang on' : 'lang'}
              aria-pressed={l === lang}
              onClick={() => setLang(l)}
            >
              {LANG_NAMES[l]}
            </button>
          ))}
        </nav>
        <h1>{survey.target === 'roten' ? t.roten : t.title}</h1>
        {survey.target !== 'roten' && (room || survey.room) && <p className="room-tag">{room || survey.room}</p>}
      </header>
      {state.kind === 'thanks' && <Thanks text={t.thanks} onDone={onDone} />}
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
            {ROOM_TEXT[lang].ask}
            <input
              className="text big"
              inputMode="numeric"
              maxLength={10}
              value={room}
              onChange={(e) => setRoom(e.target.value)}
              autoFocus
            />
          </label>
          <button type="submit" className="complete" disabled={!room.trim()}>
            {ROOM_TEXT[lang].next}
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
              saveDraft(`${token}:roten`, { text: e.target.value });
            }}
          />
          <button type="submit" className="complete" disabled={busy || !rotenCanComplete(opinion)}>
            {t.complete}
          </button>
        </form>
      )}
      {state.kind === 'form' && survey.target !== 'roten' && (
        <SurveyForm
          branchId={survey.branchId}
          lang={lang}
          draftKey={`${token}:${room}`}
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
