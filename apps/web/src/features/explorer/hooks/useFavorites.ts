import { useCallback, useEffect, useState } from 'react';
import { favoritesKey, readFavorites, toggled, writeFavorites } from '../favorites.js';

export type Favorites = {
  ids: string[];
  isFavorite: (planId: string) => boolean;
  toggle: (planId: string) => void;
  remove: (planId: string) => void;
};

/** The page's favorite plans, kept in localStorage (favorites.ts) and followed across tabs. */
export function useFavorites(pageId: string | undefined): Favorites {
  const [ids, setIds] = useState<string[]>(() => (pageId ? readFavorites(pageId) : []));
  // A page id arriving (the page's data came in): its favorites in the same render, not one effect later.
  const [readFor, setReadFor] = useState(pageId);
  if (readFor !== pageId) {
    setReadFor(pageId);
    setIds(pageId ? readFavorites(pageId) : []);
  }
  useEffect(() => {
    if (!pageId) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === favoritesKey(pageId)) setIds(readFavorites(pageId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [pageId]);
  const update = useCallback(
    (next: (current: string[]) => string[]) =>
      setIds((current) => {
        const value = next(current);
        if (pageId) writeFavorites(pageId, value);
        return value;
      }),
    [pageId],
  );
  return {
    ids,
    isFavorite: (planId) => ids.includes(planId),
    toggle: (planId) => update((current) => toggled(current, planId)),
    remove: (planId) => update((current) => current.filter((id) => id !== planId)),
  };
}
