import {
  Badge,
  Box,
  Button,
  Checkbox,
  DataList,
  Flex,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planDetailRows, planTypeName, type Translate } from '../planDetails.js';
import type { ExplorerPublicPlan } from '../types.js';
import { CostEstimator } from './CostEstimator.js';

export type PlanCardProps = {
  plan: ExplorerPublicPlan;
  favorite: boolean;
  onToggleFavorite: () => void;
  /** Shown when plans of this type may be compared (explorer spec §5). */
  compare?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
  /** The personal plan's remove button instead of the favorite toggle. */
  onRemove?: (() => void) | undefined;
};

/** The plan summary link: the Spanish one when the language is Spanish and there is one. */
export function planSummaryOf(plan: ExplorerPublicPlan, language: string) {
  if (language === 'es' && plan.spanishPlanSummaryDocument)
    return { document: plan.spanishPlanSummaryDocument, spanish: true };
  return plan.planSummaryDocument ? { document: plan.planSummaryDocument, spanish: false } : null;
}

/** One plan (explorer spec §3): name, type, underwriter, details, services, documents; favorite and compare. */
export function PlanCard({ plan, favorite, onToggleFavorite, compare, onRemove }: PlanCardProps) {
  const { t, i18n } = useTranslation('explorer');
  const [estimating, setEstimating] = useState(false);
  const translate = t as unknown as Translate;
  const name = plan.planName ?? t(`benefitTypes.${plan.benefitType}`);
  const type = planTypeName(plan, translate, (key) => i18n.exists(`explorer:${key}`));
  const rows = planDetailRows(plan, translate, i18n.language).filter((row) => row.value !== null);
  const underwriter = plan.legalEntity ?? plan.carrierName;
  const summary = planSummaryOf(plan, i18n.language);
  const estimable = plan.benefitType === 'MEDICAL' || plan.benefitType === 'DENTAL';
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="md"
      p={4}
      bg="white"
      color="gray.900"
      data-testid="plan-card"
      aria-labelledby={`plan-${plan.id}`}
    >
      <Stack gap={3}>
        <Flex gap={2} align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap={1}>
            <Heading as="h3" size="md" id={`plan-${plan.id}`}>
              {name}
            </Heading>
            <HStack gap={2} wrap="wrap">
              {type && <Badge variant="outline">{type}</Badge>}
              {plan.isNew && <Badge colorPalette="green">{t('page.newPlan')}</Badge>}
            </HStack>
            {underwriter && <Text fontSize="sm">{t('page.underwriter', { name: underwriter })}</Text>}
          </Stack>
          {onRemove ? (
            <Button size="sm" variant="outline" onClick={onRemove}>
              {t('personal.remove', { plan: name })}
            </Button>
          ) : (
            <Button
              size="sm"
              variant={favorite ? 'solid' : 'outline'}
              colorPalette="red"
              aria-pressed={favorite}
              aria-label={
                favorite ? t('page.unfavorite', { plan: name }) : t('page.favorite', { plan: name })
              }
              onClick={onToggleFavorite}
              data-testid="favorite-toggle"
            >
              <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
            </Button>
          )}
        </Flex>
        {rows.length > 0 && (
          <DataList.Root orientation="horizontal" size="sm" gap={1}>
            {rows.map((row) => (
              <DataList.Item key={row.key}>
                <DataList.ItemLabel minW="12rem">{row.label}</DataList.ItemLabel>
                <DataList.ItemValue>{row.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
        {plan.contentFlags.length > 0 && (
          <Box>
            <Text fontWeight="semibold" fontSize="sm">
              {t('page.services')}
            </Text>
            <Box as="ul" ps={5} fontSize="sm">
              {plan.contentFlags.map((flag) => (
                <li key={flag}>
                  {i18n.exists(`explorer:contentFlags.${flag}`)
                    ? t(`contentFlags.${flag}` as 'contentFlags.HDHP')
                    : flag}
                </li>
              ))}
            </Box>
          </Box>
        )}
        {summary && (
          <Link
            href={summary.document.url}
            target="_blank"
            rel="noopener"
            fontSize="sm"
            textDecoration="underline"
          >
            {summary.spanish ? t('page.planSummaryEs') : t('page.planSummary')}: {summary.document.name}
          </Link>
        )}
        <Flex gap={3} align="center" wrap="wrap">
          {compare && (
            <Checkbox.Root
              checked={compare.checked}
              onCheckedChange={(e) => compare.onChange(e.checked === true)}
              data-testid="compare-checkbox"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('page.compare', { plan: name })}</Checkbox.Label>
            </Checkbox.Root>
          )}
          {estimable && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setEstimating((v) => !v)}
              aria-expanded={estimating}
            >
              {estimating ? t('estimate.hide') : t('estimate.show', { plan: name })}
            </Button>
          )}
        </Flex>
        {estimable && estimating && <CostEstimator plan={plan} />}
      </Stack>
    </Box>
  );
}
