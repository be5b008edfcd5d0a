import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  ExplorerErrorBoundary,
  ExplorerNotFoundPage,
} from '../features/explorer/components/ExplorerErrorPage.js';
import { ExplorerLayout } from '../features/explorer/components/ExplorerLayout.js';
import { ExplorerRouter, type ExplorerMatch } from '../features/explorer/router.js';
import { useExplorerRouting } from '../features/explorer/routing.js';
import { withoutLanguagePrefix } from '../i18n/detect.js';
import { isLanguage } from '../i18n/resources.js';
import { ExplorerIndexPage } from '../pages/explorer/ExplorerIndexPage.js';
import { ExplorerPage } from '../pages/explorer/ExplorerPage.js';
import { PersonalPlanPage } from '../pages/explorer/PersonalPlanPage.js';

/** The page of a matched route; null for the portal's addresses (the router loads them from the server). */
function screenOf(match: ExplorerMatch) {
  switch (match.kind) {
    case 'index':
      return <ExplorerIndexPage />;
    case 'page':
      return <ExplorerPage />;
    case 'personal':
      return <PersonalPlanPage />;
    case 'notFound':
      return <ExplorerNotFoundPage />;
    case 'outside':
      return null;
  }
}

/**
 * A language switch puts the chosen language's prefix in the address (decision 196): `/es/…` or `/en/…`, so a
 * reload or a shared link opens in that language from the gateway's first HTML (a prefix outranks every other
 * source of the language). The address is replaced, not added to the history.
 */
function LanguageInAddress({ i18n }: { i18n: I18n }) {
  const { location, navigate } = useExplorerRouting();
  const current = useRef(location);
  current.current = location;
  useEffect(() => {
    const onChange = (language: string) => {
      if (!isLanguage(language)) return;
      const { pathname, search, hash } = current.current;
      const rest = withoutLanguagePrefix(pathname);
      const next = `/${language}${rest === '/' ? '' : rest}`;
      if (next !== pathname) navigate(`${next}${search}${hash}`, { replace: true, preventScrollReset: true });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, navigate]);
  return null;
}

/**
 * The public explorer's app (decisions 176, 178, 179): i18next, the explorer's own router and layout, plain
 * HTML and static CSS. No Chakra (the dialogs bring it in their own chunks), no react-router, no store.
 */
export function ExplorerApp({ i18n, publicHost }: { i18n: I18n; publicHost: boolean }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ExplorerErrorBoundary>
          <ExplorerRouter
            publicHost={publicHost}
            render={(match) => (
              <>
                <LanguageInAddress i18n={i18n} />
                <ExplorerLayout publicHost={publicHost}>{screenOf(match)}</ExplorerLayout>
              </>
            )}
          />
        </ExplorerErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}
