import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '../../app/paths.js';

/**
 * The skip link's click (the portal's and the explorer's): moves focus to <main> by hand, because following
 * "#main-content" would also change the URL the router listens to. focus() also scrolls the target into view.
 */
export function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const target = document.getElementById(MAIN_CONTENT_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
