import { SERVER_SIGN_IN_FORM_ID, watchServerSignInForm } from './features/auth/serverSignInForm.js';

/*
 * The portal's entry (decision 200): tiny, so it runs as soon as the page is parsed. On /login the gateway's
 * first HTML is already the sign-in form: the app (main.tsx, whose chunks index.html preloads) is started on
 * the frame after that HTML has painted, so the first paint never waits behind the app's start-up work, and
 * the server form is watched meanwhile (what the visitor types there carries over to the app's form). Other
 * pages have nothing to paint before the app: it starts at once.
 */

const serverForm = document.getElementById(SERVER_SIGN_IN_FORM_ID) !== null;
watchServerSignInForm();

const painted = serverForm
  ? new Promise<void>((resolve) => {
      // The frame after the first paint; a tab opened in the background paints no frame, hence the timer.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 250);
    })
  : Promise.resolve();

void painted
  .then(() => import('./main.js'))
  // The app's files are gone after a deploy: reload once for the new ones (spec section 8), as main.tsx does.
  .catch(() =>
    import('./components/ui/ErrorBoundaryCore.js').then(({ reloadForNewChunks }) => reloadForNewChunks()),
  );
