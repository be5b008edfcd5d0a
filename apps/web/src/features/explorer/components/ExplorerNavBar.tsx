import { Badge, Box, Button, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useExplorerPaths } from '../hooks/useExplorerPaths.js';
import type { ExplorerPublicPage } from '../types.js';

/** The language dialog: fetched when opened (decision 176). */
const LanguageModal = lazy(() => import('./LanguageModal.js').then((m) => ({ default: m.LanguageModal })));

/** Explorer spec §9: the favorite icon bumps for 500 ms when favorites change. */
export const FAVORITE_BUMP_MS = 500;

/** Spec §2: logo 141x38 on desktop, 96x26 on mobile (below the md breakpoint). */
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

const logoSize = {
  width: { base: LOGO_SIZE.base.w, md: LOGO_SIZE.md.w },
  height: { base: LOGO_SIZE.base.h, md: LOGO_SIZE.md.h },
};

/** The provider's wordmark (an image file is not needed for a word; it keeps the logo's box). */
function ProviderLogo() {
  const { t } = useTranslation('explorer');
  return (
    <Flex
      {...logoSize}
      data-testid="provider-logo"
      align="center"
      justify="center"
      fontWeight="bold"
      fontSize={{ base: 'sm', md: 'lg' }}
      color="var(--explorer-brand)"
      borderWidth="1px"
      borderColor="var(--explorer-brand)"
      borderRadius="sm"
      flexShrink={0}
    >
      {t('nav.providerLogo')}
    </Flex>
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
    <Box
      as="span"
      aria-hidden="true"
      data-testid="favorite-icon"
      data-bump={bump ? 'true' : 'false'}
      display="inline-block"
      transition="transform 0.2s"
      transform={bump ? 'scale(1.35)' : 'none'}
      css={{ '@media (prefers-reduced-motion: reduce)': { transform: 'none', transition: 'none' } }}
    >
      ♥
    </Box>
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
    <Box
      as="header"
      bg="var(--explorer-brand)"
      color="var(--explorer-contrast)"
      px={{ base: 3, md: 6 }}
      py={2}
    >
      <Flex as="nav" aria-label={t('nav.label')} align="center" gap={{ base: 2, md: 4 }} wrap="wrap">
        <Link asChild color="inherit" _hover={{ textDecoration: 'underline' }}>
          <RouterLink to={paths.page(slug)}>
            <HStack gap={2}>
              <Box bg="white" borderRadius="sm" p="2px" display="flex" gap={1}>
                {!page.hideSunLifeLogo && !page.nonSunLifeBenefitsExplorer && <ProviderLogo />}
                {page.logo && (
                  <Image
                    src={page.logo.url}
                    alt={t('nav.logoAlt', { name: page.clientName })}
                    {...logoSize}
                    objectFit="contain"
                    data-testid="site-logo"
                  />
                )}
              </Box>
              <Text as="span" fontWeight="semibold" fontSize={{ base: 'sm', md: 'lg' }}>
                {page.clientName}
              </Text>
            </HStack>
          </RouterLink>
        </Link>
        <HStack ml="auto" gap={{ base: 1, md: 3 }} wrap="wrap">
          {showBenAdminButton(page) && platform?.url && (
            <Link
              href={platform.url}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              fontWeight="semibold"
              textDecoration="underline"
            >
              {platform.name ? t('nav.benAdmin', { name: platform.name }) : t('nav.benAdminDefault')}
              <Box as="span" srOnly>
                {' '}
                {t('nav.newTab')}
              </Box>
            </Link>
          )}
          {showPersonalPlanLink(page) && (
            <Link asChild color="inherit" fontWeight="semibold">
              <RouterLink to={paths.personalPlan(slug)} data-testid="personal-plan-link">
                <HStack gap={1}>
                  <FavoriteIcon count={favoriteCount} />
                  <Text as="span" srOnly={{ base: true, md: false }}>
                    {t('nav.personalPlan')}{' '}
                  </Text>
                  <Badge
                    data-testid="favorite-count"
                    bg="var(--explorer-contrast)"
                    color="var(--explorer-brand)"
                  >
                    {favoriteCount}
                  </Badge>
                  <Box as="span" srOnly>
                    {' '}
                    {t('nav.favoriteCount', { count: favoriteCount })}
                  </Box>
                </HStack>
              </RouterLink>
            </Link>
          )}
          {showLanguageSwitcher(page) && (
            <>
              <Button
                size="sm"
                variant="outline"
                color="inherit"
                borderColor="currentColor"
                bg="transparent"
                _hover={{ bg: 'transparent', textDecoration: 'underline' }}
                onClick={() => setLanguageOpen(true)}
              >
                {t('nav.language')}
              </Button>
              {languageOpen && (
                <Suspense fallback={null}>
                  <LanguageModal open={languageOpen} onClose={() => setLanguageOpen(false)} />
                </Suspense>
              )}
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
