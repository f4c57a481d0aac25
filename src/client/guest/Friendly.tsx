// The page a guest sees when a code cannot be used (revoked or mistyped link, tablet turned off, too many
// sends, no connection): the server's message as text, the same in Japanese and Vietnamese, never a trace.
import { SURVEY_LANGS } from '../../domain/survey-questions';
import { friendlyOf, TRY_AGAIN } from './view';

export function Friendly({ status, msg }: { status: number; msg: string }) {
  const f = friendlyOf(status, msg);
  return (
    <main className="guest friendly" data-testid="survey-error">
      <div className="friendly-mark" aria-hidden="true">
        !
      </div>
      <h1>
        {f.title.en} / <span lang="ja">{f.title.ja}</span>
      </h1>
      <p className="friendly-msg">{f.msg}</p>
      {SURVEY_LANGS.filter((l) => l !== 'en' && f.others[l]).map((l) => (
        <p key={l} lang={l} className="friendly-other">
          {f.others[l]}
        </p>
      ))}
      {f.retry && (
        <button type="button" className="complete" onClick={() => window.location.reload()}>
          {TRY_AGAIN.en} / {TRY_AGAIN.ja}
        </button>
      )}
    </main>
  );
}
