import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isExplorerPublicHost } from '../app/explorerHost.js';
import { reloadForNewChunks } from '../components/ui/ErrorBoundaryCore.js';
import { installErrorReporting } from '../features/errors/reportError.js';
import { detectBrowserLanguage, loadI18n } from '../i18n/index.js';
import { explorer as englishExplorerTexts } from '../i18n/locales/en/explorer.js';
import { loadNamespace } from '../i18n/resources.js';
import { ExplorerApp } from './ExplorerApp.js';

/*
 * The public explorer's app, started by main.tsx once the first HTML has painted (decision 184). Its own entry
 * (issue 16 item 7, decision 176): explorer.html, which the gateway serves for
 * the explorer's addresses with the page's content and data already in it (decision 177). Only the explorer's
 * routes, on a router of its own (decision 179), plain HTML and static CSS (decision 178): no sign-in page, no
 * store, no react-router, no Chakra, no portal navigation or admin code.
 */

installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Root element not found');

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewChunks()) event.preventDefault();
});

// The address keeps its language prefix (decision 196): the router reads it, the links keep it.
const language = detectBrowserLanguage({ keepPrefix: true });
const publicHost = isExplorerPublicHost(window.location.hostname);

// The explorer's texts before the first render: a render that suspends for them would show the skeleton
// over the server's HTML. The English ones come with the entry (3 KiB gzip, no round trip after it); another
// language's are asked for at once, beside that language's own texts.
if (language !== 'en') void loadNamespace(language, 'explorer').catch(() => undefined);
void loadI18n(language)
  .then((i18n) => {
    i18n.addResourceBundle('en', 'explorer', englishExplorerTexts);
    return i18n.loadNamespaces('explorer').then(() => i18n);
  })
  .then((i18n) => {
    const root = createRoot(container);
    startTransition(() => root.render(<ExplorerApp i18n={i18n} publicHost={publicHost} />));
  });
