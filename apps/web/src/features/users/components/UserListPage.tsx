import { Badge, Button, Checkbox, HStack, Heading, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { canSome, type ListQuery, type User, type UserKind } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { PagedTable, usePageOf, useSortHeaders } from '../../../components/ui/PagedTable.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useListUsersQuery } from '../api/usersApi.js';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { mayManageUser } from '../permissions.js';
import { BulkEmailDialog } from './BulkEmailDialog.js';
import { UpdateTracker } from './UpdateTracker.js';
import { UserActionsMenu } from './UserActionsMenu.js';
import { UserFormDialog } from './UserFormDialog.js';

type SortBy = ListQuery['sortBy'];

/** Search requests wait for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

const managePath = (kind: UserKind, userId: string) =>
  kind === 'broker' ? PATHS.brokerManage(userId) : kind === 'ben-admin' ? PATHS.benAdminManage(userId) : null;

/**
 * A user list of the internal area (/users/internal, /brokers/admin/, /ben-admins/admin/): search, paging
 * by 25, sorting, create, per-user actions and the bulk e-mail update, each shown only when allowed.
 */
export function UserListPage({ kind }: { kind: UserKind }) {
  const { t } = useTranslation('users');
  const { principal } = useSession();
  const format = useFormatDateTime();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts again on page 1.
  const [page, setPage] = usePageOf(search);
  const [sort, sortHeader] = useSortHeaders<SortBy>({ by: 'name', direction: 'asc' }, (column) =>
    t('list.sortBy', { column }),
  );
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, User>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);

  const list = useListUsersQuery({
    kind,
    page,
    ...(search ? { search } : {}),
    sortBy: sort.by,
    sortDirection: sort.direction,
  });
  const mayCreate = mayManageUser(principal, 'create', kind);
  const mayBulk =
    canSome(principal, 'update', 'bulk-email-update') && mayManageUser(principal, 'update', kind);
  const users = list.data?.items ?? [];

  const toggle = (user: User, on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  const allOnPage = users.length > 0 && users.every((user) => selected.has(user.id));
  const toggleAll = (on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const user of users) {
        if (on) next.set(user.id, user);
        else next.delete(user.id);
      }
      return next;
    });

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={4}>
        <Heading as="h1" size="2xl">
          {t(`list.title.${kind}`)}
        </Heading>
        <HStack gap={3}>
          {mayBulk && (
            <Button variant="outline" disabled={selected.size === 0} onClick={() => setBulkOpen(true)}>
              {t('bulk.open', { count: selected.size })}
            </Button>
          )}
          {mayCreate && (
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              {t(`list.add.${kind}`)}
            </Button>
          )}
        </HStack>
      </HStack>

      <Input
        type="search"
        maxW="md"
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
      />

      <PagedTable
        query={list}
        rowCount={users.length}
        empty={search ? t('list.noMatches', { search }) : t('list.empty')}
        label={t(`list.title.${kind}`)}
        header={
          <>
            {mayBulk && (
              <Table.ColumnHeader width="1">
                <Checkbox.Root checked={allOnPage} onCheckedChange={(e) => toggleAll(e.checked === true)}>
                  <Checkbox.HiddenInput aria-label={t('list.selectAll')} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            )}
            {sortHeader('name', t('fields.name'))}
            {sortHeader('email', t('fields.email'))}
            <Table.ColumnHeader>
              {kind === 'internal' ? t('fields.role') : t('fields.clients')}
            </Table.ColumnHeader>
            {sortHeader('lastLogin', t('fields.lastLogin'))}
            <Table.ColumnHeader>{t('fields.updated')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>{t('actions.menu')}</Text>
            </Table.ColumnHeader>
          </>
        }
        page={page}
        onPageChange={setPage}
      >
        {users.map((user) => {
          const manage = managePath(kind, user.id);
          return (
            <Table.Row key={user.id} data-user-id={user.id}>
              {mayBulk && (
                <Table.Cell>
                  <Checkbox.Root
                    checked={selected.has(user.id)}
                    onCheckedChange={(e) => toggle(user, e.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={t('list.select', { name: user.name })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              )}
              <Table.Cell>
                {manage ? (
                  <Link asChild colorPalette="brand" fontWeight="medium">
                    <RouterLink to={manage}>{user.name}</RouterLink>
                  </Link>
                ) : (
                  <Text fontWeight="medium">{user.name}</Text>
                )}
              </Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>
                {kind === 'internal' ? (
                  <Badge colorPalette={user.role === 'SLF_OWNER' ? 'purple' : 'gray'}>
                    {t(`roles.${user.role}`)}
                  </Badge>
                ) : (
                  user.clientIds.length
                )}
              </Table.Cell>
              <Table.Cell>{format(user.lastLogin)}</Table.Cell>
              <Table.Cell>
                <UpdateTracker user={user} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <UserActionsMenu kind={kind} user={user} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </PagedTable>

      <UserFormDialog open={creating} kind={kind} onClose={() => setCreating(false)} />
      <BulkEmailDialog
        open={bulkOpen}
        users={[...selected.values()]}
        onClose={() => setBulkOpen(false)}
        onDone={() => {
          setBulkOpen(false);
          setSelected(new Map());
        }}
      />
    </Stack>
  );
}
