import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useT } from '../../lib/i18n';
import type { Category } from './education-api';

export interface Place {
  category: string;
  /** '' for the whole category. */
  sub: string;
}

/** Tablets: the left menu of categories, sub-categories under their category. */
export function CategoryMenu({
  categories,
  place,
  counts,
  onPick,
}: {
  categories: Category[];
  place: Place;
  counts: Map<string, number>;
  onPick: (p: Place) => void;
}) {
  const t = useT('education');
  const item = (p: Place, label: string, nested: boolean) => {
    const active = p.category === place.category && p.sub === place.sub;
    const n = counts.get(`${p.category}/${p.sub}`) ?? 0;
    return (
      <li key={`${p.category}/${p.sub}`}>
        <button
          type="button"
          className={`edu-menu-item${nested ? ' nested' : ''}${active ? ' active' : ''}`}
          aria-current={active ? 'true' : undefined}
          onClick={() => onPick(p)}
        >
          <span>{label}</span>
          <span className="edu-count">{n}</span>
        </button>
      </li>
    );
  };
  return (
    <nav className="edu-menu" aria-label={t('Categories')}>
      <ul>
        {categories.flatMap((c) => [
          item({ category: c.name, sub: '' }, c.name, false),
          ...c.subs.map((s) => item({ category: c.name, sub: s }, s, true)),
        ])}
      </ul>
    </nav>
  );
}

/** Phones: the categories as a scrolling segment, and the sub-categories of the chosen one under it. */
export function CategorySegments({
  categories,
  place,
  onPick,
}: {
  categories: Category[];
  place: Place;
  onPick: (p: Place) => void;
}) {
  const t = useT('education');
  const subs = categories.find((c) => c.name === place.category)?.subs ?? [];
  return (
    <div className="edu-segments">
      <IonSegment
        scrollable
        value={place.category}
        aria-label={t('Categories')}
        onIonChange={(e) => onPick({ category: String(e.detail.value), sub: '' })}
      >
        {categories.map((c) => (
          <IonSegmentButton key={c.name} value={c.name}>
            <IonLabel>{c.name}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {subs.length > 0 && (
        <div
          className="edu-subs"
          role="group"
          aria-label={t('{{category}} sub-categories', { category: place.category })}
        >
          {['', ...subs].map((s) => (
            <button
              key={s || 'all'}
              type="button"
              className={`sb-chip edu-sub${place.sub === s ? ' active' : ''}`}
              aria-pressed={place.sub === s}
              onClick={() => onPick({ category: place.category, sub: s })}
            >
              {s || t('All')}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
