import { guideBlocks, INTRO_TITLE, type GuideTopic } from '../../../domain/guide';
import { useT } from '../../lib/i18n';

/** The side list of a guide's topics (tablets: a column; phones: chips above the text). */
export function TopicList({
  topics,
  current,
  onPick,
  wide,
}: {
  topics: GuideTopic[];
  current: number;
  onPick: (i: number) => void;
  wide: boolean;
}) {
  const t = useT('guide');
  if (topics.length < 2) return null;
  return (
    <nav className={wide ? 'gd-topics' : 'gd-topic-chips'} aria-label={t('Topics')}>
      {topics.map((topic, i) => (
        <button
          key={`${i}-${topic.title}`}
          type="button"
          className={`${wide ? 'gd-topic' : 'sb-chip gd-chip'}${i === current ? ' active' : ''}`}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onPick(i)}
        >
          {topic.title || t(INTRO_TITLE)}
        </button>
      ))}
    </nav>
  );
}

/** A topic's text: paragraphs and lists, always as text (never HTML). */
export function TopicText({ guideName, topic }: { guideName: string; topic: GuideTopic | undefined }) {
  return (
    <article className="sb-card gd-content" data-testid="guide-content">
      <h2>{topic?.title || guideName}</h2>
      {guideBlocks(topic?.body ?? '').map((b, i) =>
        b.kind === 'p' ? (
          <p key={i}>{b.text}</p>
        ) : (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </article>
  );
}
