import { Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ExplorerBenefitType } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planComparable } from '../comparison.js';
import type { Favorites } from '../hooks/useFavorites.js';
import type { ExplorerPublicPage, ExplorerPublicPlan } from '../types.js';
import { ComparisonTable } from './ComparisonTable.js';
import { PlanCard } from './PlanCard.js';

/** A benefit type's section (explorer spec §3): highlighter text, documents, plan cards, comparison. */
export function BenefitTypeSection({
  page,
  benefitType,
  plans,
  favorites,
}: {
  page: ExplorerPublicPage;
  benefitType: ExplorerBenefitType;
  plans: ExplorerPublicPlan[];
  favorites: Favorites;
}) {
  const { t, i18n } = useTranslation('explorer');
  const [chosen, setChosen] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const meta = page.benefitTypeMetadata[benefitType];
  const highlighter =
    i18n.language === 'es' ? (meta?.spanishHighlighterText ?? meta?.highlighterText) : meta?.highlighterText;
  const documents = page.documents.filter((document) => document.benefitType === benefitType);
  const comparable = plans.length > 1 && plans.filter((plan) => planComparable(page, plan)).length > 1;
  const headingId = `type-${benefitType}`;
  const typeName = t(`benefitTypes.${benefitType}`);
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`section-${benefitType}`}>
      <Stack gap={3}>
        <Heading as="h2" size="lg" id={headingId}>
          {typeName}
        </Heading>
        {highlighter && (
          <Text
            bg="var(--explorer-brand)"
            color="var(--explorer-contrast)"
            px={3}
            py={1}
            borderRadius="md"
            data-testid="highlighter"
          >
            {highlighter}
          </Text>
        )}
        {benefitType === 'MEDICAL' && <MedicalVideo page={page} />}
        {comparable && !comparing && (
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap={2}>
            <Text fontSize="sm">{t('page.compareHint')}</Text>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={chosen.length < 2}
              onClick={() => setComparing(true)}
            >
              {t('page.compareSelected', { count: chosen.length })}
            </Button>
          </Stack>
        )}
        {comparing && (
          <ComparisonTable
            benefitType={benefitType}
            plans={plans.filter((plan) => chosen.includes(plan.id))}
            onClose={() => setComparing(false)}
          />
        )}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              favorite={favorites.isFavorite(plan.id)}
              onToggleFavorite={() => favorites.toggle(plan.id)}
              compare={
                comparable && planComparable(page, plan)
                  ? {
                      checked: chosen.includes(plan.id),
                      onChange: (on) =>
                        setChosen((current) =>
                          on ? [...current, plan.id] : current.filter((id) => id !== plan.id),
                        ),
                    }
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
        {documents.length > 0 && (
          <Box>
            <Heading as="h3" size="sm">
              {t('page.documents')}
            </Heading>
            <Box as="ul" ps={5}>
              {documents.map((document) => (
                <li key={document.id}>
                  <Link href={document.url} target="_blank" rel="noopener" textDecoration="underline">
                    {document.name}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** The site's medical video (explorer spec §3 medicalVideo): its title in the user's language when it has one. */
function MedicalVideo({ page }: { page: ExplorerPublicPage }) {
  const { i18n } = useTranslation('explorer');
  const video = page.medicalVideo;
  if (video.choice === 'NO_VIDEO' || !video.document) return null;
  const spanish =
    i18n.language === 'es' && video.choice === 'ENGLISH_AND_SPANISH_VIDEO' && video.spanishTitle;
  const title = (spanish ? video.spanishTitle : video.englishTitle) ?? video.document.name;
  return (
    <Box as="figure" data-testid="medical-video">
      <video
        controls
        preload="none"
        src={video.document.url}
        title={title}
        style={{ width: '100%', maxWidth: '40rem' }}
      />
      <Text as="figcaption" fontSize="sm">
        {title}
      </Text>
    </Box>
  );
}
