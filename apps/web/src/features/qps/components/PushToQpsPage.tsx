import { Button, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useToastedAction } from '../../../hooks/useToastedAction.js';
import { useHubClient } from '../../hub/components/ClientScope.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  QPS_POLL_INTERVAL_MS,
  useGetApiJobsQuery,
  useGetPlanDesignInfoQuery,
  usePushToQpsMutation,
} from '../api/qpsApi.js';
import { ApiJobDetails } from './ApiJobDetails.js';

/** A fresh key per push the user asks for; a double click or a retried request sends the same one. */
const newKey = (): string => globalThis.crypto.randomUUID();

function PlanDesign({ clientId }: { clientId: string }) {
  const { t } = useTranslation(['qps', 'hub']);
  const errorText = useErrorText();
  const design = useGetPlanDesignInfoQuery(clientId);
  if (design.isLoading) return <PageSkeleton />;
  if (design.isError) return <FormAlert message={errorText.messageOf(design.error)} />;
  const data = design.data;
  if (!data) return null;
  return (
    <Stack gap={3}>
      <Text color="fg.muted">
        {t('planDesign.caseId', { caseId: data.caseId })} · {data.employerName} ·{' '}
        {t('planDesign.revision', { revision: data.revision })}
      </Text>
      {data.products.length === 0 ? (
        <Text color="fg.muted">{t('planDesign.empty')}</Text>
      ) : (
        // Focusable and named: a wide table scrolls sideways, and keyboard users must reach it (axe).
        <Table.ScrollArea
          borderWidth="1px"
          rounded="md"
          tabIndex={0}
          role="region"
          aria-label={t('planDesign.caption', { caseId: data.caseId })}
        >
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('planDesign.caption', { caseId: data.caseId })}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('planDesign.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('planDesign.benefitType')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('planDesign.policyNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('planDesign.classes')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('planDesign.rateBasis')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.products.map((product) => (
                <Table.Row key={`${product.policyNumber}:${product.benefitType}`} data-testid="qps-product">
                  {/* Table.ScrollArea sets white-space: nowrap for every cell: QPS's free texts (plan name,
                      the classes list, rate basis) then kept one line each and pushed Rate basis past the
                      right edge at 1366 px (issue 27 item 14). They wrap in their cells; the scroll area
                      stays for narrow screens. */}
                  <Table.Cell whiteSpace="normal" minW="8rem">
                    {product.planName}
                  </Table.Cell>
                  <Table.Cell>{t(`hub:benefitTypes.${product.benefitType}`)}</Table.Cell>
                  <Table.Cell>{product.policyNumber}</Table.Cell>
                  <Table.Cell whiteSpace="normal" minW="10rem" maxW="28rem">
                    {product.classes.map((c) => `${c.code} ${c.description}`).join(', ')}
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal" minW="8rem">
                    {product.rateBasis}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** The push button and the latest push's status, polled every 60 s (spec §9) and refreshed by live events. */
function Pushes({ client }: { client: ClientDto }) {
  const { t } = useTranslation('qps');
  const errorText = useErrorText();
  const jobs = useGetApiJobsQuery([client.id], { pollingInterval: QPS_POLL_INTERVAL_MS });
  const [push, pushing] = usePushToQpsMutation();
  const run = useToastedAction();
  const key = useRef(newKey());
  const latest = jobs.data?.find((job) => job.clientId === client.id) ?? null;
  const running = latest?.status === 'IN_PROGRESS';

  const start = async () => {
    const done = await run(
      () => push({ clientId: client.id, idempotencyKey: key.current }).unwrap(),
      t('push.started'),
    );
    if (done) key.current = newKey();
  };

  return (
    <Stack gap={4}>
      <Button
        colorPalette="brand"
        alignSelf="start"
        loading={pushing.isLoading}
        disabled={running || !client.caseId}
        onClick={() => void start()}
      >
        {t('push.button')}
      </Button>
      <Stack as="section" aria-labelledby="qps-latest-job" gap={3}>
        <Heading as="h2" size="lg" id="qps-latest-job">
          {t('job.title')}
        </Heading>
        {jobs.isLoading ? (
          <PageSkeleton />
        ) : jobs.isError ? (
          <FormAlert message={errorText.messageOf(jobs.error)} />
        ) : latest ? (
          <ApiJobDetails job={latest} />
        ) : (
          <Text color="fg.muted">{t('job.none')}</Text>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /client/{clientId}/task/eif-submit-company-information/push-to-qps (hub layout, staff only): the plan design
 * QPS holds for the client's case, a Push to QPS button, and the latest push with QPS's messages.
 */
export function PushToQpsPage() {
  const { t } = useTranslation('qps');
  const client = useHubClient();
  return (
    <Stack gap={6}>
      <Link asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={PATHS.eifSummary(client.id)}>← {t('page.back')}</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        {t('page.title')}
      </Heading>
      <Text>{t('page.intro')}</Text>
      {!client.caseId ? (
        <FormAlert status="warning" message={t('page.noCaseId')} />
      ) : (
        <Stack as="section" aria-labelledby="qps-plan-design" gap={3}>
          <Heading as="h2" size="lg" id="qps-plan-design">
            {t('planDesign.title')}
          </Heading>
          <PlanDesign clientId={client.id} />
        </Stack>
      )}
      <Pushes client={client} />
    </Stack>
  );
}
