import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../app/paths.js';
import { ErrorPage } from '../../../components/ui/ErrorPage.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useGetExplorerPublicPageQuery } from '../api/explorerPublicApi.js';
import { explorerColors } from '../branding.js';
import { useFavorites, type Favorites } from '../hooks/useFavorites.js';
import type { ExplorerPublicPage } from '../types.js';
import { ChatWidget } from './ChatWidget.js';
import { DemoBanner, useDemoStatus } from './DemoBanner.js';
import { ExplorerNavBar } from './ExplorerNavBar.js';
import { LeadBanner } from './LeadBanner.js';
import { SupportFooter } from './SupportFooter.js';

/** Explorer spec §9: the page fades in over 0.5 s (not with reduced motion). */
export const FADE_IN_S = 0.5;
const FADE_CSS = `@keyframes onboardExplorerFadeIn{from{opacity:0}to{opacity:1}}
.onboard-explorer-fade{animation:onboardExplorerFadeIn ${FADE_IN_S}s ease-out both}
@media (prefers-reduced-motion: reduce){.onboard-explorer-fade{animation:none}}`;

export type ExplorerSite = { page: ExplorerPublicPage; favorites: Favorites };

/**
 * What every explorer page shares: the site (by id or vanity slug, with the demo view the address asks for),
 * its colours, the navigation bar, the demo and lead banners, the support footer and chat. Unknown, not
 * started, in maintenance or archived: the not-found page (explorer spec §2, §8).
 */
export function ExplorerSiteFrame({ children }: { children: (site: ExplorerSite) => ReactNode }) {
  const { explorerPageId = '' } = useParams();
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
  // While loading, the skeleton fills the screen: the footer below does not jump when the page arrives (CLS).
  if (isLoading)
    return (
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} p={6} minH="100vh">
        <PageSkeleton />
      </Box>
    );
  if (!page) {
    // The call's HTTP status (explorerPublicApi's failures carry it; a network failure has none).
    const status = error?.status;
    return (
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} p={6}>
        <ErrorPage kind={status === 404 || status === 400 ? 'notFound' : 'error'} />
      </Box>
    );
  }
  const colors = explorerColors(page);
  return (
    <Box
      className="onboard-explorer-fade"
      data-testid="explorer-site"
      data-custom-branding={colors.custom ? 'true' : 'false'}
      style={{
        ['--explorer-brand' as string]: colors.brand,
        ['--explorer-contrast' as string]: colors.contrast,
      }}
      display="flex"
      flexDirection="column"
      flex="1"
    >
      <style>{FADE_CSS}</style>
      <ExplorerNavBar
        page={page}
        favoriteCount={favorites.ids.filter((id) => page.benefits.some((b) => b.id === id)).length}
      />
      {!page.isLive && <DemoBanner status={page.demoEnrollmentStatus} />}
      <LeadBanner />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        px={{ base: 3, md: 6 }}
        py={{ base: 4, md: 8 }}
        maxW="6xl"
        w="100%"
        mx="auto"
      >
        {children({ page, favorites })}
      </Box>
      <SupportFooter page={page} />
      <ChatWidget page={page} />
    </Box>
  );
}
