import { Box, Container, Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { MAIN_CONTENT_ID } from '../../app/paths.js';
import { isRouteHandle, type LayoutType } from '../../app/routeHandle.js';
import { AccessNoticeBanner } from '../../features/auth/components/AccessNoticeBanner.js';
import { RouteGuard } from '../../features/auth/components/RouteGuard.js';
import { SessionExpiryWatcher } from '../../features/auth/components/SessionExpiryWatcher.js';
import { AfterFirstPaint } from './AfterFirstPaint.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { Footer } from './Footer.js';
import { JiraDownBanner } from './JiraDownBanner.js';
import { MaintenanceWatcher } from './MaintenanceWatcher.js';
import { PageSkeleton } from './PageSkeleton.js';
import { SkipLink } from './SkipLink.js';
import { TopNav } from './TopNav.js';

// Toasts come from actions on later pages; the first load does without Chakra's toast machinery, and it is
// fetched only after the first paint (a toast created before simply waits in the queue).
const Toaster = lazy(() => import('./toaster.js').then((m) => ({ default: m.Toaster })));

/** Layouts where internal users see the Jira-down banner: where they work. */
const JIRA_BANNER_LAYOUTS: ReadonlySet<LayoutType> = new Set(['internal', 'hub', 'basic']);

/** Whether the current route asks for no footer (the onboarding form viewer, spec §2). */
export function useNoFooter(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.footer === 'none');
}

/**
 * Page furniture of the spec (section 2): skip link first, top navigation of the layout type, the Jira-down
 * banner for internal users, the page inside an error boundary (reset when the address changes) and the route
 * guard, footer. Pages load lazily behind a skeleton. Calls answering "maintenance" lead to /maintenance.
 */
export function AppLayout({ layout = 'basic' }: { layout?: LayoutType }) {
  const { pathname } = useLocation();
  const noFooter = useNoFooter();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <TopNav layout={layout} />
      {JIRA_BANNER_LAYOUTS.has(layout) && <JiraDownBanner />}
      {layout !== 'auth' && layout !== 'outside_signer' && <SessionExpiryWatcher />}
      <MaintenanceWatcher />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" py={{ base: 6, md: 10 }}>
        <Container maxW="6xl">
          <AccessNoticeBanner />
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <RouteGuard>
                <Outlet />
              </RouteGuard>
            </Suspense>
          </ErrorBoundary>
        </Container>
      </Box>
      {!noFooter && <Footer />}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterFirstPaint>
    </Flex>
  );
}
