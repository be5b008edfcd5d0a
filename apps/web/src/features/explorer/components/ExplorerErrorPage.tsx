import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, PATHS } from '../../../app/paths.js';
import { ErrorBoundaryCore, type ErrorBoundaryProps } from '../../../components/ui/ErrorBoundaryCore.js';
import { useSupportEmailOfApp } from '../../../components/ui/supportEmail.js';
import '../explorer.css';

/**
 * The explorer's error and not-found page (spec §8, the portal's ErrorPage's texts and structure) in plain
 * HTML, so the explorer's first load carries no styling library (decision 178). "Return to Home" is a full
 * page load: the portal's home on the main site, the explorer's index on the public host.
 */
export function ExplorerErrorPage({ kind }: { kind: 'error' | 'notFound' }) {
  const { t } = useTranslation('errors');
  const email = useSupportEmailOfApp();
  return (
    <div className="xp-error" data-testid={`error-page-${kind}`}>
      <h1 className="xp-h1">{t(kind === 'notFound' ? 'notFound' : 'oops')}</h1>
      {kind === 'error' && email && <p>{t('refreshHint', { email })}</p>}
      <section className="xp-stack xp-gap-2" aria-label={t('tipsTitle')} data-testid="error-advice">
        <p className="xp-strong">{t('tipsTitle')}</p>
        <ul className="xp-list">
          <li>{t('tips.refresh')}</li>
          <li>{t('tips.blockers')}</li>
          <li>{t('tips.browser')}</li>
        </ul>
      </section>
      {/* Not known yet (the portal's configuration is on its way): no address rather than one that changes. */}
      {email && (
        <p>
          {t('contactSupport')}{' '}
          <a className="xp-link" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      )}
      <a className="xp-btn xp-btn-solid xp-btn-start" href={PATHS.home}>
        {t('returnHome')}
      </a>
    </div>
  );
}

/** The not-found page in the explorer's layout (public host mode: any other address). */
export function ExplorerNotFoundPage() {
  return (
    <main className="xp-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <ExplorerErrorPage kind="notFound" />
    </main>
  );
}

/** The explorer's error boundary: its own error page. */
export class ExplorerErrorBoundary extends ErrorBoundaryCore {
  protected override defaultFallback(): ReactNode {
    return (
      <main className="xp-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ExplorerErrorPage kind="error" />
      </main>
    );
  }
}
export type { ErrorBoundaryProps };
