import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { PAGE_SIZE, can } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { Pager } from '../../../components/ui/Pager.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useListClientsQuery } from '../api/clientsApi.js';
import { useListState } from '../hooks/useListState.js';
import { DEFAULT_LIST_STATE, clientListApiQuery, withFilters } from '../listQuery.js';
import { ClientFiltersPanel } from './ClientFiltersPanel.js';
import { ClientTable, type ClientColumn } from './ClientTable.js';
import { CreateClientDialog } from './CreateClientDialog.js';

const COLUMNS: readonly ClientColumn[] = [
  'name',
  'caseId',
  'phase',
  'ic',
  'setup',
  'employeesNumber',
  'updatedAt',
];

/**
 * /clients/admin, the internal home: every client, with every filter of the list (kept in the address),
 * sortable columns and paging by 25 (limit = page size, offset = (page − 1) × page size).
 */
export function InternalClientListPage() {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const { principal } = useSession();
  const [state, update] = useListState();
  const [creating, setCreating] = useState(false);
  const list = useListClientsQuery(clientListApiQuery(state, PAGE_SIZE));
  const items = list.data?.items ?? [];

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={4}>
        <Heading as="h1" size="2xl">
          {t('list.title.internal')}
        </Heading>
        {can(principal, 'create', 'client') && (
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            {t('list.add')}
          </Button>
        )}
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

      {list.isLoading ? (
        <PageSkeleton />
      ) : list.isError ? (
        <FormAlert message={errorText.messageOf(list.error)} />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('list.empty')}</Text>
      ) : (
        <ClientTable
          items={items}
          columns={COLUMNS}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={(sortBy, sortDirection) =>
            update((current) => ({ ...current, sortBy, sortDirection, page: 1 }))
          }
          linkOf={(client) => PATHS.clientManage(client.id)}
          busy={list.isFetching}
        />
      )}

      {list.data && list.data.total > 0 && (
        <Pager
          page={state.page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onPageChange={(page) => update((current) => ({ ...current, page }))}
        />
      )}
      <CreateClientDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
