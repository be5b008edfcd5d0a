import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ClientListItem } from '@onboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SortableColumnHeader } from '../../../components/ui/PagedTable.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import type { SortDirection, SortKey } from '../listQuery.js';
import { CompactProgress } from './OnboardingProgress.js';

export type ClientColumn = 'name' | 'caseId' | 'phase' | 'ic' | 'setup' | 'employeesNumber' | 'updatedAt';

/** Columns that the API can sort by, and the sort key each uses. */
const SORT_OF: Partial<Record<ClientColumn, SortKey>> = {
  name: 'name',
  caseId: 'caseId',
  phase: 'phase',
  employeesNumber: 'employeesNumber',
  updatedAt: 'updatedAt',
};

export type ClientTableProps = {
  items: readonly ClientListItem[];
  columns: readonly ClientColumn[];
  sortBy: SortKey;
  sortDirection: SortDirection;
  onSort: (sortBy: SortKey, sortDirection: SortDirection) => void;
  /** Where a client's name leads: the manage page (internal) or the hub (brokers, benefit administrators). */
  linkOf: (client: ClientListItem) => string;
  busy?: boolean;
};

export function PhaseLabel({ phase }: { phase: ClientListItem['phase'] }) {
  const { t } = useTranslation('clients');
  return <>{phase ? t(`phases.${phase}`) : t('noPhase')}</>;
}

export function SetupState({ completedSetupAt }: { completedSetupAt: string | null }) {
  const { t } = useTranslation('clients');
  const format = useFormatDateTime('date');
  return completedSetupAt ? (
    <Badge colorPalette="green" data-setup="done">
      {t('list.setupDone', { date: format(completedSetupAt) })}
    </Badge>
  ) : (
    <Badge colorPalette="orange" data-setup="pending">
      {t('list.setupPending')}
    </Badge>
  );
}

/** A page of clients: name, case id, phase label, consultant, setup state …, with sortable headers. */
export function ClientTable({
  items,
  columns,
  sortBy,
  sortDirection,
  onSort,
  linkOf,
  busy,
}: ClientTableProps) {
  const { t } = useTranslation('clients');
  const format = useFormatDateTime('date');

  const header = (column: ClientColumn) => {
    const label = t(`list.columns.${column}`);
    const key = SORT_OF[column];
    if (!key) return <Table.ColumnHeader key={column}>{label}</Table.ColumnHeader>;
    return (
      <SortableColumnHeader
        key={column}
        label={label}
        sortLabel={t('list.sortBy', { column: label })}
        direction={sortBy === key ? sortDirection : null}
        onSort={(direction) => onSort(key, direction)}
      />
    );
  };

  const cell = (client: ClientListItem, column: ClientColumn): ReactNode => {
    switch (column) {
      case 'name':
        return (
          <Stack gap={1} align="start">
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={linkOf(client)}>{client.name}</RouterLink>
            </Link>
            {client.isArchived && <Badge colorPalette="gray">{t('list.archived')}</Badge>}
          </Stack>
        );
      case 'caseId':
        return client.caseId ?? '—';
      case 'phase':
        return <CompactProgress client={client} />;
      case 'ic': {
        const ic = client.implementationConsultant;
        const name = [ic.firstName, ic.lastName].filter(Boolean).join(' ');
        return name || ic.email ? (
          <Stack gap={0}>
            <Text>{name || ic.email}</Text>
            {name && ic.email && (
              <Text fontSize="xs" color="fg.muted">
                {ic.email}
              </Text>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('list.noConsultant')}</Text>
        );
      }
      case 'setup':
        return <SetupState completedSetupAt={client.completedSetupAt} />;
      case 'employeesNumber':
        return client.employeesNumber ?? '—';
      case 'updatedAt':
        return format(client.updatedAt);
    }
  };

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t('list.tableLabel')} aria-busy={busy}>
        <Table.Header>
          <Table.Row>{columns.map(header)}</Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((client) => (
            <Table.Row key={client.id} data-client-id={client.id}>
              {columns.map((column) => (
                <Table.Cell key={column}>{cell(client, column)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
