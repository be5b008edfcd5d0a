import { Box, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { PAGE_SIZE } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { Pager } from '../../../components/ui/Pager.js';
import { useDebouncedText } from '../../../hooks/useDebouncedText.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useListClientsQuery } from '../api/clientsApi.js';
import { useListState } from '../hooks/useListState.js';
import { clientListApiQuery, withFilters } from '../listQuery.js';
import { ClientTable, type ClientColumn } from './ClientTable.js';

const COLUMNS: readonly ClientColumn[] = ['name', 'caseId', 'phase', 'setup'];

/**
 * The broker home (/clients) and the benefit-administrator home (/clients/ben-admin): the user's own
 * clients (the gateway narrows the list), with search and paging. The broker list pages by limit and offset,
 * the benefit-administrator list by page and pageSize (spec section 7).
 */
export function MyClientsPage({ kind }: { kind: 'broker' | 'benAdmin' }) {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const [state, update] = useListState();
  const [search, setSearch] = useDebouncedText(state.search, (value) =>
    update((current) => withFilters(current, { search: value.trim() })),
  );
  const list = useListClientsQuery(
    clientListApiQuery(state, PAGE_SIZE, kind === 'benAdmin' ? 'page' : 'offset'),
  );
  const items = list.data?.items ?? [];

  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        {t(`list.title.${kind}`)}
      </Heading>
      <Box maxW="md">
        <Field.Root>
          <Field.Label>{t('list.search')}</Field.Label>
          <Input
            type="search"
            value={search}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field.Root>
      </Box>
      {list.isLoading ? (
        <PageSkeleton />
      ) : list.isError ? (
        <FormAlert message={errorText.messageOf(list.error)} />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{state.search ? t('list.empty') : t('list.none')}</Text>
      ) : (
        <ClientTable
          items={items}
          columns={COLUMNS}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={(sortBy, sortDirection) =>
            update((current) => ({ ...current, sortBy, sortDirection, page: 1 }))
          }
          linkOf={(client) => PATHS.client(client.id)}
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
    </Stack>
  );
}
