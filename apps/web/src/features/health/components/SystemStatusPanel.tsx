import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { Readiness } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { isFetchBaseQueryError, isNoResponse } from '../../../app/retry.js';
import { canSome } from '@onboard/contracts';
import { useSession } from '../../auth/hooks/useSession.js';
import { LiveEventsStatus } from '../../live-events/components/LiveEventsStatus.js';
import { useGetReadinessQuery } from '../api/healthApi.js';

type ComponentStatus = Readiness['nats'];

function StatusBadge({ status }: { status: ComponentStatus }) {
  const { t } = useTranslation('health');
  return (
    // White on Chakra's solid green (green.600) is 3.29:1; the 700 shades reach WCAG AA (4.5:1) for small text.
    <Badge
      colorPalette={status === 'up' ? 'green' : 'red'}
      variant="solid"
      bg={status === 'up' ? 'green.700' : 'red.700'}
      color="white"
      data-status={status}
    >
      {t(status === 'up' ? 'status.up' : 'status.down')}
    </Badge>
  );
}

/** Shows GET /api/health/ready: each service with its database, and the message bus. */
export function SystemStatusPanel() {
  const { t } = useTranslation(['health', 'errors']);
  const errorText = useErrorText();
  const { data, error, isLoading, isFetching, refetch } = useGetReadinessQuery(undefined);
  const headingId = 'system-status-heading';
  const canListen = canSome(useSession().principal, 'read', 'live-events');

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-busy={isFetching}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: 4, md: 6 }}
      bg="bg.panel"
      data-testid="system-status"
    >
      <HStack justify="space-between" align="start" mb={4} wrap="wrap" gap={2}>
        <Heading as="h2" size="lg" id={headingId}>
          {t('title')}
        </Heading>
        {/* Spec §6: only admins and owners open the live connection (the gateway refuses anyone else). */}
        {canListen && <LiveEventsStatus />}
      </HStack>

      {isLoading ? (
        <Stack gap={3} aria-label={t('loading')} role="status">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} height="8" />
          ))}
        </Stack>
      ) : data ? (
        <Stack gap={4}>
          <Text data-testid="system-status-overall" data-ready={data.status === 'ready'}>
            {t(data.status === 'ready' ? 'overall.ready' : 'overall.notReady')}
          </Text>
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('columns.component')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.database')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('columns.latency')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.services.map((service) => (
                  <Table.Row key={service.name} data-service={service.name}>
                    <Table.Cell>{t(`services.${service.name}`)}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={service.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={service.database} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {service.latencyMs === null
                        ? t('notApplicable')
                        : t('latencyMs', { value: Math.round(service.latencyMs) })}
                    </Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row data-service="nats">
                  <Table.Cell>{t('messageBus')}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={data.nats} />
                  </Table.Cell>
                  <Table.Cell>{t('notApplicable')}</Table.Cell>
                  <Table.Cell textAlign="end">{t('notApplicable')}</Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      ) : (
        <Stack gap={3} align="start" role="alert" data-testid="system-status-error">
          <Text>{t('unavailable')}</Text>
          <Text color="fg.muted">
            {isFetchBaseQueryError(error) && isNoResponse(error)
              ? t('errors:noResponse')
              : t('errors:retryHint', { email: errorText.email })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()} loading={isFetching}>
            {t('checkAgain')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
