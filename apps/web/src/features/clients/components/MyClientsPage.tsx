import { Box, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.js';
import { useDebouncedText } from '../../../hooks/useDebouncedText.js';
import { useListState } from '../hooks/useListState.js';
import { withFilters } from '../listQuery.js';
import { ClientListResults } from './ClientListResults.js';
import type { ClientColumn } from './ClientTable.js';

const COLUMNS: readonly ClientColumn[] = ['name', 'caseId', 'phase', 'setup'];

/**
 * The broker home (/clients) and the benefit-administrator home (/clients/ben-admin): the user's own
 * clients (the gateway narrows the list), with search and paging. The broker list pages by limit and offset,
 * the benefit-administrator list by page and pageSize (spec section 7).
 */
export function MyClientsPage({ kind }: { kind: 'broker' | 'benAdmin' }) {
  const { t } = useTranslation('clients');
  const [state, update] = useListState();
  const [search, setSearch] = useDebouncedText(state.search, (value) =>
    update((current) => withFilters(current, { search: value.trim() })),
  );

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
      <ClientListResults
        state={state}
        update={update}
        paging={kind === 'benAdmin' ? 'page' : 'offset'}
        columns={COLUMNS}
        linkOf={(client) => PATHS.client(client.id)}
        emptyText={state.search ? t('list.empty') : t('list.none')}
      />
    </Stack>
  );
}
