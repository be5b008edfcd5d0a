import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../app/paths.js';
import { ErrorBoundary } from '../../../components/ui/ErrorBoundary.js';
import { Footer } from '../../../components/ui/Footer.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { SkipLink } from '../../../components/ui/SkipLink.js';

/** The title of every page on the public explorer host (explorer spec §1). */
export const PUBLIC_EXPLORER_TITLE = 'Your Benefits Explorer';

/**
 * The explorer layout (explorer spec §2): no sign-in, no portal navigation (each page brings the explorer's
 * own navigation bar with its site), a skip link, an error boundary per address, a skeleton while a page
 * loads, and the footer. On the public host the document title is 'Your Benefits Explorer'.
 */
export function ExplorerLayout({ publicHost = false }: { publicHost?: boolean }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (publicHost) document.title = PUBLIC_EXPLORER_TITLE;
  }, [publicHost]);
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <Box flex="1" display="flex" flexDirection="column">
        <ErrorBoundary resetKey={pathname}>
          <Suspense
            fallback={
              <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} p={6} minH="100vh" aria-label={t('loading')}>
                <PageSkeleton />
              </Box>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </Flex>
  );
}

/** The layout on the public explorer host (a component of its own, so the route table can load it lazily). */
export function ExplorerPublicLayout() {
  return <ExplorerLayout publicHost />;
}
