import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExplorerPaths } from '../hooks/useExplorerPaths.js';
import { ExplorerLink } from '../routing.js';
import type { ExplorerPublicPage } from '../types.js';
import '../explorer.css';

/** The language dialog: fetched when opened (decision 176). */
const LanguageModal = lazy(() => import('./LanguageModal.js').then((m) => ({ default: m.LanguageModal })));

/** Explorer spec §9: the favorite icon bumps for 500 ms when favorites change. */
export const FAVORITE_BUMP_MS = 500;

/** Spec §2: logo 141x38 on desktop, 96x26 on mobile (below the md breakpoint, 48em; explorer.css `.xp-logo`). */
export const LOGO_SIZE = { base: { w: '96px', h: '26px' }, md: { w: '141px', h: '38px' } } as const;

/** Spec §2: the personal-plan link shows only when the site has benefits and has not expired. */
export const showPersonalPlanLink = (page: Pick<ExplorerPublicPage, 'benefits' | 'expired'>): boolean =>
  page.benefits.length > 0 && !page.expired;

/** Spec §2: the language switcher shows when the language toggle is on and the large-client toggle off. */
export const showLanguageSwitcher = (
  page: Pick<ExplorerPublicPage, 'languageFeatureToggle' | 'largeClientFeatureToggle'>,
): boolean => page.languageFeatureToggle && !page.largeClientFeatureToggle;

/**
 * Spec §2: the benefits-administration platform button shows when the platform has a URL and the open
 * enrollment applies (the page's enrollment state, real for a live site, chosen for a demo one; decision 171).
 */
export const showBenAdminButton = (
  page: Pick<ExplorerPublicPage, 'benAdminPlatform' | 'demoEnrollmentStatus'>,
) => !!page.benAdminPlatform?.url && page.demoEnrollmentStatus === 'active';

/** The provider's wordmark (an image file is not needed for a word; it keeps the logo's box). */
function ProviderLogo() {
  const { t } = useTranslation('explorer');
  return (
    <span className="xp-logo xp-provider-logo" data-testid="provider-logo">
      {t('nav.providerLogo')}
    </span>
  );
}

/** The favorite icon: a heart that grows for a moment when the count changes (not with reduced motion). */
function FavoriteIcon({ count }: { count: number }) {
  const [bump, setBump] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setBump(true);
    const timer = window.setTimeout(() => setBump(false), FAVORITE_BUMP_MS);
    return () => window.clearTimeout(timer);
  }, [count]);
  return (
    <span
      className="xp-fav-icon"
      aria-hidden="true"
      data-testid="favorite-icon"
      data-bump={bump ? 'true' : 'false'}
    >
      ♥
    </span>
  );
}

export type ExplorerNavBarProps = { page: ExplorerPublicPage; favoriteCount: number };

/** The explorer's navigation bar (explorer spec §2). */
export function ExplorerNavBar({ page, favoriteCount }: ExplorerNavBarProps) {
  const { t } = useTranslation('explorer');
  const paths = useExplorerPaths();
  const [languageOpen, setLanguageOpen] = useState(false);
  const slug = page.vanitySlug ?? page.id;
  const platform = page.benAdminPlatform;
  return (
    <header className="xp-header">
      <nav className="xp-nav" aria-label={t('nav.label')}>
        <ExplorerLink to={paths.page(slug)} className="xp-brand">
          <span className="xp-logos">
            {!page.hideSunLifeLogo && !page.nonSunLifeBenefitsExplorer && <ProviderLogo />}
            {page.logo && (
              <img
                className="xp-logo"
                src={page.logo.url}
                alt={t('nav.logoAlt', { name: page.clientName })}
                data-testid="site-logo"
              />
            )}
          </span>
          <span className="xp-site-name">{page.clientName}</span>
        </ExplorerLink>
        <div className="xp-nav-actions">
          {showBenAdminButton(page) && platform?.url && (
            <a
              className="xp-nav-strong xp-nav-underline"
              href={platform.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {platform.name ? t('nav.benAdmin', { name: platform.name }) : t('nav.benAdminDefault')}
              <span className="xp-sr-only"> {t('nav.newTab')}</span>
            </a>
          )}
          {showPersonalPlanLink(page) && (
            <ExplorerLink
              to={paths.personalPlan(slug)}
              className="xp-personal xp-nav-strong"
              data-testid="personal-plan-link"
            >
              <FavoriteIcon count={favoriteCount} />
              <span className="xp-sr-only-phone">{t('nav.personalPlan')} </span>
              <span className="xp-count" data-testid="favorite-count">
                {favoriteCount}
              </span>
              <span className="xp-sr-only"> {t('nav.favoriteCount', { count: favoriteCount })}</span>
            </ExplorerLink>
          )}
          {showLanguageSwitcher(page) && (
            <>
              <button type="button" className="xp-nav-button" onClick={() => setLanguageOpen(true)}>
                {t('nav.language')}
              </button>
              {languageOpen && (
                <Suspense fallback={null}>
                  <LanguageModal open={languageOpen} onClose={() => setLanguageOpen(false)} />
                </Suspense>
              )}
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
