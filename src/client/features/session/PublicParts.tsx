import { LANGUAGE_NAMES, STAFF_LANGUAGES, type StaffLanguage } from '../../../domain/language';
import type { PublicText } from '../../lib/i18n/public-text';

// The brand header, the language picker and in-app links of the sign-in, forgot and reset screens.
export function Brand({ subtitle }: { subtitle: string }) {
  return (
    <div className="pub-brand">
      <img src="/icons/icon-192.png" alt="" />
      <div>
        {/* eslint-disable-next-line sumbook/no-literal-text -- the product's name */}
        <h1>Sumbook</h1>
        <p>{subtitle}</p>
      </div>
    </div>
  );
}

/** English / Tiếng Việt / 日本語, each in itself; the choice is kept on this device. */
export function LanguagePicker({
  lang,
  onChange,
  text,
}: {
  lang: StaffLanguage;
  onChange: (lang: StaffLanguage) => void;
  text: PublicText;
}) {
  return (
    <div className="pub-langs" role="group" aria-label={text.t('Language')}>
      {STAFF_LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === lang}
          className={l === lang ? 'on' : undefined}
          onClick={() => onChange(l)}
        >
          {LANGUAGE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}

export function Link({ to, go, children }: { to: string; go: (to: string) => void; children: string }) {
  return (
    <a
      href={to}
      onClick={(e) => {
        e.preventDefault();
        go(to);
      }}
    >
      {children}
    </a>
  );
}
