import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../../app/paths.js';
import { skipToMain } from '../../../components/ui/skipToMain.js';
import { useExplorerLocation } from '../routing.js';
import { ExplorerErrorBoundary } from './ExplorerErrorPage.js';
import { ExplorerSkeleton } from './ExplorerSkeleton.js';
import '../explorer.css';

/** The title of every page on the public explorer host (explorer spec §1). */
export const PUBLIC_EXPLORER_TITLE = 'Your Benefits Explorer';

/** The first focusable element: hidden until focused, it moves focus to <main> (skipToMain). */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="xp-skip" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
      {t('skipToContent')}
    </a>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="xp-footer">
      <div className="xp-footer-inner">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.tagline')}</p>
      </div>
    </footer>
  );
}

/**
 * The explorer layout (explorer spec §2): no sign-in, no portal navigation (each page brings the explorer's
 * own navigation bar with its site), a skip link, an error boundary per address, a skeleton while a page
 * loads, and the footer. On the public host the document title is 'Your Benefits Explorer'. Plain HTML and
 * static CSS (decision 178); the page comes as `children` from whichever router renders it (decision 179).
 */
export function ExplorerLayout({
  publicHost = false,
  children,
}: {
  publicHost?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useExplorerLocation();
  // In the page's language, as the gateway's first HTML has it (decision 196): English only until the
  // explorer's texts are in (the portal's routes load them with their page).
  const { i18n } = useTranslation();
  const title = i18n.exists('explorer:publicTitle') ? i18n.t('explorer:publicTitle') : PUBLIC_EXPLORER_TITLE;
  useEffect(() => {
    if (publicHost) document.title = title;
  }, [publicHost, title]);
  return (
    <div className="xp-app">
      <SkipLink />
      <div className="xp-body">
        <ExplorerErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ExplorerSkeleton />}>{children}</Suspense>
        </ExplorerErrorBoundary>
      </div>
      <Footer />
    </div>
  );
}
