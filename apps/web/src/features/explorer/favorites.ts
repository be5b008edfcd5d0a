/*
 * Favorite plans per explorer page (explorer spec §3 "local persisted state"), in localStorage under one key
 * per page id. Storage that throws (privacy modes) just forgets.
 */

export const FAVORITES_KEY_PREFIX = 'onboard.explorer.favorites.';
export const favoritesKey = (pageId: string): string => `${FAVORITES_KEY_PREFIX}${pageId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The page's favorite plan ids, in the order chosen. */
export function readFavorites(pageId: string): string[] {
  try {
    const raw = storage()?.getItem(favoritesKey(pageId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeFavorites(pageId: string, ids: readonly string[]): void {
  try {
    storage()?.setItem(favoritesKey(pageId), JSON.stringify([...new Set(ids)]));
  } catch {
    // Not kept; the page still shows the choice until it is left.
  }
}

/** `ids` with `planId` added or removed. */
export const toggled = (ids: readonly string[], planId: string): string[] =>
  ids.includes(planId) ? ids.filter((id) => id !== planId) : [...ids, planId];

/** The employee's prepaid/chat location (explorer spec §3 local state): their state, kept for the next visit. */
export const LOCATION_KEY = 'onboard.explorer.location';

export function readLocation(): string {
  try {
    return storage()?.getItem(LOCATION_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeLocation(state: string): void {
  try {
    storage()?.setItem(LOCATION_KEY, state);
  } catch {
    // Not kept.
  }
}
