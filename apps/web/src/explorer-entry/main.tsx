import './base.css';
import '../features/explorer/explorer.css';

/*
 * The public explorer's entry (decision 184). The gateway's first HTML is already the page (its content, data and
 * these stylesheets, decision 177); the app only adds the controls. So this entry is tiny and starts the app
 * (start.tsx, fetched with everything it imports) once that HTML has painted: the first paint never waits
 * behind the scripts, on a slow phone network or in the browser's queue. The stylesheets are imported here so
 * that explorer.html links them (and the gateway inlines them) instead of the app's chunk loading them.
 */

const painted = new Promise<void>((resolve) => {
  // The frame after the first paint; a tab opened in the background paints no frame, hence the timer.
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 250);
});

void painted
  .then(() => import('./start.js'))
  .catch((error: unknown) => {
    // The page stays as the first HTML drew it (readable, without its controls).
    console.error('The Benefits Explorer could not start', error);
  });
