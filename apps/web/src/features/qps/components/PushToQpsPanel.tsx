import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ClientListItem } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { QPS_POLL_INTERVAL_MS, useGetApiJobsQuery } from '../api/qpsApi.js';
import { QpsStatusBadge } from './QpsStatusBadge.js';

type PanelClient = Pick<ClientListItem, 'id' | 'name' | 'caseId'>;

/**
 * The Push to QPS panel of the internal home (spec §2): the clients of the page with their case id, the status
 * of their latest push (polled every 60 s, spec §9; refreshed sooner by live events) and a link to the task.
 */
export function PushToQpsPanel({ clients }: { clients: readonly PanelClient[] }) {
  const { t } = useTranslation('qps');
  const errorText = useErrorText();
  // Sorted: the same clients in another order are the same list (one cache entry, one poll).
  const ids = clients.map((c) => c.id).sort();
  const jobs = useGetApiJobsQuery(ids, { pollingInterval: QPS_POLL_INTERVAL_MS, skip: ids.length === 0 });
  const statusOf = new Map((jobs.data ?? []).map((job) => [job.clientId, job.status]));
  if (clients.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="push-to-qps-panel" gap={3}>
      <Heading as="h2" size="lg" id="push-to-qps-panel">
        {t('panel.title')}
      </Heading>
      {jobs.isError && <FormAlert message={errorText.messageOf(jobs.error)} />}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-busy={jobs.isFetching}>
          <Table.Caption srOnly>{t('panel.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('panel.client')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('panel.caseId')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('panel.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('panel.task')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {clients.map((client) => (
              <Table.Row key={client.id} data-testid="qps-panel-row" data-client-id={client.id}>
                <Table.Cell>{client.name}</Table.Cell>
                <Table.Cell>{client.caseId ?? '—'}</Table.Cell>
                <Table.Cell>
                  {jobs.isLoading ? (
                    <Text color="fg.muted">…</Text>
                  ) : (
                    <QpsStatusBadge status={statusOf.get(client.id) ?? null} />
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Link asChild colorPalette="brand">
                    <RouterLink
                      to={PATHS.pushToQps(client.id)}
                      aria-label={t('panel.openFor', { name: client.name })}
                    >
                      {t('panel.open')}
                    </RouterLink>
                  </Link>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
