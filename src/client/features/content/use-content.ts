import { useEffect, useState } from 'react';
import type { AnswerOf } from '../../../contract/endpoint';
import type { contentApi } from '../../../contract/content';
import type { ContentLanguage, ContentPath, ContentTarget } from '../../../domain/content';
import { loadContent } from './content-api';

export type LoadedContent = AnswerOf<typeof contentApi.load>['data'];

export interface ContentState {
  language: ContentLanguage;
  target: ContentTarget;
  setLanguage(l: ContentLanguage): void;
  setTarget(t: ContentTarget): void;
  loaded: LoadedContent | null;
  loading: boolean;
  error: string;
  /** The array (or object) opened in the second column, from the target's root; null when none. */
  open: ContentPath | null;
  setOpen(path: ContentPath | null): void;
}

/** The chosen language and target, their content (loaded on every change), and the opened field. */
export function useContent(): ContentState {
  const [language, setLanguageState] = useState<ContentLanguage>('en');
  const [target, setTargetState] = useState<ContentTarget>('header');
  const [loaded, setLoaded] = useState<LoadedContent | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<ContentPath | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError('');
    void loadContent(language, target).then((res) => {
      if (!live) return;
      setLoading(false);
      if (!res.ok) {
        setLoaded(null);
        setError(res.error.msg);
        return;
      }
      setLoaded(res.data.data);
    });
    return () => {
      live = false;
    };
  }, [language, target]);

  return {
    language,
    target,
    // A new language keeps the opened field when it exists there too (the same page in another language).
    setLanguage: (l) => setLanguageState(l),
    setTarget: (t) => {
      setOpen(null);
      setTargetState(t);
    },
    loaded,
    loading,
    error,
    open,
    setOpen,
  };
}
