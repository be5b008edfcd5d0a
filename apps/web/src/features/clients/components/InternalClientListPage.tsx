import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { canSome } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useListState } from '../hooks/useListState.js';
import { ClientFiltersPanel } from './ClientFiltersPanel.js';
import { ClientListResults } from './ClientListResults.js';
import type { ClientColumn } from './ClientTable.js';
import { CreateClientDialog } from './CreateClientDialog.js';
import { OwnerListTools } from '../../owner-actions/components/OwnerListTools.js';
import { PushToQpsPanel } from '../../qps/components/PushToQpsPanel.js';
import { useListClientsQuery } from '../api/clientsApi.js';
import { clientListApiQuery, DEFAULT_LIST_STATE, withFilters, type ClientListState } from '../listQuery.js';

const COLUMNS: readonly ClientColumn[] = [
  'name',
  'caseId',
  'phase',
  'ic',
  'setup',
  'employeesNumber',
  'updatedAt',
];

/** The Push to QPS panel for the clients of the list's current page (the list's own query, from the cache). */
function QpsPanelOfPage({ state }: { state: ClientListState }) {
  const list = useListClientsQuery(clientListApiQuery(state));
  return <PushToQpsPanel clients={list.data?.items ?? []} />;
}

/**
 * /clients/admin, the internal home: every client, with every filter of the list (kept in the address),
 * sortable columns and paging by 25 (limit = page size, offset = (page − 1) × page size).
 */
export function InternalClientListPage() {
  const { t } = useTranslation('clients');
  const { principal } = useSession();
  const [state, update] = useListState();
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={4}>
        <Heading as="h1" size="2xl">
          {t('list.title.internal')}
        </Heading>
        <HStack gap={3} wrap="wrap">
          {/* Owner only (spec §6): purge QA data, carrier management. */}
          {canSome(principal, 'delete', 'owner-operations') && <OwnerListTools />}
          {canSome(principal, 'create', 'client') && (
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              {t('list.add')}
            </Button>
          )}
        </HStack>
      </HStack>

      <ClientFiltersPanel
        filters={state}
        onChange={(changes) => update((current) => withFilters(current, changes))}
        onClear={() =>
          update((current) => ({
            ...DEFAULT_LIST_STATE,
            sortBy: current.sortBy,
            sortDirection: current.sortDirection,
          }))
        }
      />

      <ClientListResults
        state={state}
        update={update}
        columns={COLUMNS}
        linkOf={(client) => PATHS.clientManage(client.id)}
        emptyText={t('list.empty')}
      />
      {canSome(principal, 'update', 'client-setup') && <QpsPanelOfPage state={state} />}
      <CreateClientDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
