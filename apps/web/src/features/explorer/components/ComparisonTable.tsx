import { Box, Button, Flex, Heading, Table } from '@chakra-ui/react';
import type { ExplorerBenefitType } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { planDetailRows, planTypeName, type Translate } from '../planDetails.js';
import type { ExplorerPublicPlan } from '../types.js';

/** Side-by-side comparison of plans of one benefit type (explorer spec §5). */
export function ComparisonTable({
  benefitType,
  plans,
  onClose,
}: {
  benefitType: ExplorerBenefitType;
  plans: ExplorerPublicPlan[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('explorer');
  const translate = t as unknown as Translate;
  const typeName = t(`benefitTypes.${benefitType}`);
  const perPlan = plans.map((plan) => planDetailRows(plan, translate, i18n.language));
  const keys = [
    ...new Set(perPlan.flatMap((rows) => rows.filter((r) => r.value !== null).map((r) => r.key))),
  ];
  const labelOf = (key: string) => perPlan.flat().find((row) => row.key === key)?.label ?? key;
  const valueOf = (index: number, key: string) =>
    perPlan[index]?.find((row) => row.key === key)?.value ?? '—';
  const titleId = `compare-${benefitType}`;
  return (
    <Box borderWidth="1px" borderRadius="md" p={3} bg="white" color="gray.900" data-testid="comparison">
      <Flex justify="space-between" align="center" mb={2} gap={2} wrap="wrap">
        <Heading as="h3" size="md" id={titleId}>
          {t('page.comparisonTitle', { type: typeName })}
        </Heading>
        <Button size="xs" variant="outline" onClick={onClose}>
          {t('page.closeComparison')}
        </Button>
      </Flex>
      <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby={titleId}>
        <Table.Root size="sm" aria-labelledby={titleId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('fields.planType')}</Table.ColumnHeader>
              {plans.map((plan) => (
                <Table.ColumnHeader key={plan.id} scope="col">
                  {plan.planName}
                  {planTypeName(plan, translate, (k) => i18n.exists(`explorer:${k}`)) &&
                    ` (${planTypeName(plan, translate, (k) => i18n.exists(`explorer:${k}`))})`}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {keys.map((key) => (
              <Table.Row key={key}>
                <Table.Cell as="th" scope="row" fontWeight="semibold">
                  {labelOf(key)}
                </Table.Cell>
                {plans.map((plan, index) => (
                  <Table.Cell key={plan.id}>{valueOf(index, key)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
