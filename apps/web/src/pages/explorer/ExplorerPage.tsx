import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BenefitTypeSection } from '../../features/explorer/components/BenefitTypeSection.js';
import { ExplorerSiteFrame } from '../../features/explorer/components/ExplorerSiteFrame.js';
import { plansByType } from '../../features/explorer/comparison.js';
import { formatDate } from '../../features/explorer/planDetails.js';

/** The share dialog (form kit, schema, reCAPTCHA): fetched when opened (decision 176). */
const ShareDialog = lazy(() =>
  import('../../features/explorer/components/ShareDialog.js').then((m) => ({ default: m.ShareDialog })),
);

/** An explorer site (explorer spec §2 /benefits-explorer/{explorerPageId}): every benefit type's plans. */
export function ExplorerPage() {
  const { t, i18n } = useTranslation('explorer');
  const [sharing, setSharing] = useState(false);
  return (
    <ExplorerSiteFrame>
      {({ page, favorites }) => (
        <Stack gap={8}>
          <Stack gap={1}>
            <Heading as="h1" size="2xl">
              {page.name}
            </Heading>
            {page.planYear && <Text>{t('page.planYear', { planYear: page.planYear })}</Text>}
            <Text>
              {t('page.enrollment', {
                start: formatDate(page.openEnrollmentStart, i18n.language),
                end: formatDate(page.openEnrollmentEnd, i18n.language),
              })}
            </Text>
            {page.benefits.length > 0 && (
              <Flex>
                <Button size="sm" variant="outline" onClick={() => setSharing(true)}>
                  {t('page.share')}
                </Button>
              </Flex>
            )}
          </Stack>
          {page.benefits.length === 0 && <Text>{t('page.noBenefits')}</Text>}
          {plansByType(page.benefits, page.benefitTypeMetadata).map(({ benefitType, plans }) => (
            <BenefitTypeSection
              key={benefitType}
              page={page}
              benefitType={benefitType}
              plans={plans}
              favorites={favorites}
            />
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
      )}
    </ExplorerSiteFrame>
  );
}
