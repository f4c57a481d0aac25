import { IonSpinner } from '@ionic/react';
import { useEffect, useMemo, useState } from 'react';
import { textMatches } from '../../../domain/text-search';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { SearchBox } from '../../ui/SearchBox';
import { CategoryMenu, CategorySegments, type Place } from './CategoryMenu';
import { loadLibrary, type Library, type Video } from './education-api';
import { VideoCards } from './VideoCards';
import { VideoPlayer } from './VideoPlayer';
import './education.css';

/**
 * /education (manager, area manager, CEO, supervisor; spec 3 section 2): the training videos by category
 * (Reception > Basic, Check-in, Payment ...), as cards with title and description. The search looks
 * through every title and description ignoring accents and case. The player is made only when a video is
 * opened. The list is kept on the device, so it opens and searches offline.
 */
export default function EducationPage() {
  const t = useT('education');
  const wide = useWide();
  const [lib, setLib] = useState<Library | null>(null);
  const [error, setError] = useState('');
  const [place, setPlace] = useState<Place>({ category: '', sub: '' });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Video | null>(null);

  useEffect(() => {
    void loadLibrary().then((res) => {
      if (!res.ok) return setError(res.error.msg || t('Error when load data'));
      setLib(res.data);
      setPlace({ category: res.data.categories[0]?.name ?? '', sub: '' });
    });
  }, [t]);

  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const v of lib?.videos ?? []) {
      m.set(`${v.category}/`, (m.get(`${v.category}/`) ?? 0) + 1);
      if (v.sub) m.set(`${v.category}/${v.sub}`, (m.get(`${v.category}/${v.sub}`) ?? 0) + 1);
    }
    return m;
  }, [lib]);
  const searching = query.trim() !== '';
  const shown = useMemo(() => {
    const all = lib?.videos ?? [];
    if (searching) return all.filter((v) => textMatches([v.title, v.description], query));
    return all.filter((v) => v.category === place.category && (!place.sub || v.sub === place.sub));
  }, [lib, place, query, searching]);

  const heading = searching ? t('Search in all categories') : [place.category, place.sub].filter(Boolean).join(' › ');
  return (
    <AppPage title={t('EDUCATION')}>
      {!lib && !error && <IonSpinner />}
      {error && (
        <p className="sb-error" role="alert">
          {error}
        </p>
      )}
      {lib && (
        <div className={wide ? 'edu-layout' : 'edu-single'} data-testid="education">
          {wide ? (
            <CategoryMenu categories={lib.categories} place={place} counts={counts} onPick={setPlace} />
          ) : (
            <CategorySegments categories={lib.categories} place={place} onPick={setPlace} />
          )}
          <section className="edu-main" aria-label={t('Videos')}>
            <SearchBox
              value={query}
              onSearch={setQuery}
              placeholder={t('Search titles and descriptions')}
              shown={shown.length}
              total={lib.videos.length}
            />
            {lib.stale && <p className="sb-muted">{t('Offline: the list kept on this device.')}</p>}
            <h2 className="edu-heading">{heading}</h2>
            {shown.length === 0 ? (
              <p className="sb-muted">{searching ? t('Have not data find') : t('Have not data')}</p>
            ) : (
              <VideoCards videos={shown} showCategory={searching} onOpen={setOpen} />
            )}
          </section>
        </div>
      )}
      <VideoPlayer video={open} onClose={() => setOpen(null)} />
    </AppPage>
  );
}
