import { IonLabel, IonSegment, IonSegmentButton, IonSpinner } from '@ionic/react';
import { CONTENT_LANGUAGES, CONTENT_TARGETS, isContentLanguage, type ContentPath } from '../../../domain/content';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { DrillColumn } from './ContentDrill';
import { ContentFields } from './ContentFields';
import { ContentSheet } from './ContentSheet';
import { useContent } from './use-content';
import './content.css';

/**
 * /edit_content_azvn (manager, area manager, CEO, supervisor): the public website's texts by language and
 * target, read-only (spec 3 section 2). Tablets open array fields in a second column; phones in a sheet.
 */
export default function ContentEditorPage() {
  const t = useT('content');
  const c = useContent();
  const wide = useWide();
  const root = c.loaded?.content ?? null;
  const open = (p: ContentPath | null) => c.setOpen(p);
  return (
    <AppPage title={t('CONTENT')}>
      <div className="ce-page" data-testid="content-editor">
        <IonSegment
          className="ce-langs"
          value={c.language}
          onIonChange={(e) => {
            const v = String(e.detail.value);
            if (isContentLanguage(v)) c.setLanguage(v);
          }}
        >
          {CONTENT_LANGUAGES.map((l) => (
            <IonSegmentButton key={l.code} value={l.code}>
              <IonLabel>{t(l.label)}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
        <nav className="ce-targets" aria-label={t('Targets')}>
          {CONTENT_TARGETS.map((target) => (
            <button
              key={target}
              type="button"
              className={`ce-target${target === c.target ? ' active' : ''}`}
              aria-pressed={target === c.target}
              onClick={() => c.setTarget(target)}
            >
              {target}
            </button>
          ))}
        </nav>
        <p className="ce-meta">
          <span className="ce-readonly">{t('Read-only')}</span>
          {c.loading && <IonSpinner name="dots" />}
          {c.loaded?.updatedAt && (
            <span className="sb-muted">
              {t('Updated {{day}} by {{name}}', { day: c.loaded.updatedAt.slice(0, 10), name: c.loaded.updatedBy })}
            </span>
          )}
        </p>
        {c.error && (
          <p className="sb-error" role="alert">
            {c.error}
          </p>
        )}
        {c.loaded?.content && Object.keys(c.loaded.content).length === 0 && (
          <p className="sb-muted">{t('Have not data')}</p>
        )}
        {root && (
          <div className={wide ? 'ce-columns' : 'ce-single'}>
            <section className="ce-col" aria-label={t('{{target}} fields', { target: c.target })}>
              <ContentFields value={root} path={[]} open={c.open} onOpen={open} testId="ce-fields" />
            </section>
            {wide && (
              <section className="ce-col">
                <DrillColumn root={root} path={c.open} onOpen={open} />
              </section>
            )}
          </div>
        )}
        {!wide && <ContentSheet root={root} path={c.open} onOpen={open} />}
      </div>
    </AppPage>
  );
}
