import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplorerSite } from './ExplorerSiteFrame.js';

/** The share dialog (form kit, schema, reCAPTCHA): fetched when opened (decision 176). */
const ShareDialog = lazy(() => import('./ShareDialog.js').then((m) => ({ default: m.ShareDialog })));

/**
 * "Share by email" and the dialog it opens, the site's favorites first chosen (the site's page and the personal
 * plan). The dialog is portalled, so it opens over the page wherever the button stands; closing unmounts it,
 * so each opening starts from the favorites again.
 */
export function ShareButton({ page, favorites }: ExplorerSite) {
  const { t } = useTranslation('explorer');
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <button type="button" className="xp-btn xp-btn-outline" onClick={() => setSharing(true)}>
        {t('page.share')}
      </button>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog page={page} initial={favorites.ids} open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </>
  );
}
