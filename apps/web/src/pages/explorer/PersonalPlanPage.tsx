import { Button, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExplorerSiteFrame } from '../../features/explorer/components/ExplorerSiteFrame.js';
import { PlanCard } from '../../features/explorer/components/PlanCard.js';
import { plansByType } from '../../features/explorer/comparison.js';
import { useExplorerPaths } from '../../features/explorer/hooks/useExplorerPaths.js';

/** The share dialog (form kit, schema, reCAPTCHA): fetched when opened (decision 176). */
const ShareDialog = lazy(() =>
  import('../../features/explorer/components/ShareDialog.js').then((m) => ({ default: m.ShareDialog })),
);

/** The personal benefits plan (explorer spec §2): the favorite plans by benefit type, each removable. */
export function PersonalPlanPage() {
  const { t } = useTranslation('explorer');
  const paths = useExplorerPaths();
  const [sharing, setSharing] = useState(false);
  return (
    <ExplorerSiteFrame>
      {({ page, favorites }) => {
        const chosen = page.benefits.filter((plan) => favorites.ids.includes(plan.id));
        return (
          <Stack gap={6}>
            <Stack gap={1}>
              <Heading as="h1" size="2xl">
                {t('personal.title')}
              </Heading>
              <Text>{t('personal.intro')}</Text>
              <Flex gap={3} wrap="wrap" align="center">
                <Link asChild textDecoration="underline">
                  <RouterLink to={paths.page(page.vanitySlug ?? page.id)}>{t('personal.back')}</RouterLink>
                </Link>
                {chosen.length > 0 && (
                  <Button size="sm" variant="outline" onClick={() => setSharing(true)}>
                    {t('page.share')}
                  </Button>
                )}
              </Flex>
            </Stack>
            {chosen.length === 0 && <Text data-testid="personal-empty">{t('personal.empty')}</Text>}
            {plansByType(chosen, page.benefitTypeMetadata).map(({ benefitType, plans }) => (
              <Stack as="section" key={benefitType} gap={3} aria-labelledby={`personal-${benefitType}`}>
                <Heading as="h2" size="lg" id={`personal-${benefitType}`}>
                  {t(`benefitTypes.${benefitType}`)}
                </Heading>
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
                  {plans.map((plan) => (
                    <PlanCard
                      key={plan.id}
                      plan={plan}
                      favorite
                      onToggleFavorite={() => favorites.toggle(plan.id)}
                      onRemove={() => favorites.remove(plan.id)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            {sharing && (
              <Suspense fallback={null}>
                <ShareDialog
                  page={page}
                  initial={favorites.ids}
                  open={sharing}
                  onClose={() => setSharing(false)}
                />
              </Suspense>
            )}
          </Stack>
        );
      }}
    </ExplorerSiteFrame>
  );
}
