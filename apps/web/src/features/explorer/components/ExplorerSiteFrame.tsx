import { useState, type CSSProperties, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../../app/paths.js';
import { useGetExplorerPublicPageQuery } from '../api/explorerPublicApi.js';
import { explorerColors } from '../branding.js';
import { useFavorites, type Favorites } from '../hooks/useFavorites.js';
import { useExplorerParams } from '../routing.js';
import type { ExplorerPublicPage } from '../types.js';
import { ChatWidget } from './ChatWidget.js';
import { DemoBanner, useDemoStatus } from './DemoBanner.js';
import { ExplorerErrorPage } from './ExplorerErrorPage.js';
import { ExplorerNavBar } from './ExplorerNavBar.js';
import { ExplorerSkeleton } from './ExplorerSkeleton.js';
import { LeadBanner } from './LeadBanner.js';
import { SupportFooter } from './SupportFooter.js';
import '../explorer.css';

/**
 * Explorer spec §9: the page fades in over 0.5 s when it arrives after the loading state (not with reduced
 * motion; explorer.css `.xp-fade`). A page already there at the first render (the server's HTML taken over,
 * or known from this visit) is not faded out and in again (decision 178).
 */
export const FADE_IN_S = 0.5;

export type ExplorerSite = { page: ExplorerPublicPage; favorites: Favorites };

/**
 * What every explorer page shares: the site (by id or vanity slug, with the demo view the address asks for),
 * its colours, the navigation bar, the demo and lead banners, the support footer and chat. Unknown, not
 * started, in maintenance or archived: the not-found page (explorer spec §2, §8).
 */
export function ExplorerSiteFrame({ children }: { children: (site: ExplorerSite) => ReactNode }) {
  const { explorerPageId = '' } = useExplorerParams();
  const [demoStatus] = useDemoStatus();
  const {
    data: page,
    error,
    isLoading,
  } = useGetExplorerPublicPageQuery({
    explorerPageId,
    demoEnrollmentStatus: demoStatus,
  });
  const favorites = useFavorites(page?.id);
  const [fade] = useState(isLoading);
  // While loading, the skeleton fills the screen: the footer below does not jump when the page arrives (CLS).
  if (isLoading) return <ExplorerSkeleton />;
  if (!page) {
    // The call's HTTP status (explorerPublicApi's failures carry it; a network failure has none).
    const status = error?.status;
    return (
      <main className="xp-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ExplorerErrorPage kind={status === 404 || status === 400 ? 'notFound' : 'error'} />
      </main>
    );
  }
  const colors = explorerColors(page);
  const style = { '--explorer-brand': colors.brand, '--explorer-contrast': colors.contrast } as CSSProperties;
  return (
    <div
      className={fade ? 'xp-site xp-fade' : 'xp-site'}
      data-testid="explorer-site"
      data-custom-branding={colors.custom ? 'true' : 'false'}
      style={style}
    >
      <ExplorerNavBar
        page={page}
        favoriteCount={favorites.ids.filter((id) => page.benefits.some((b) => b.id === id)).length}
      />
      {!page.isLive && <DemoBanner status={page.demoEnrollmentStatus} />}
      <LeadBanner />
      <main className="xp-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children({ page, favorites })}
      </main>
      <SupportFooter page={page} />
      <ChatWidget page={page} />
    </div>
  );
}
