import {
  Button,
  Checkbox,
  HStack,
  Heading,
  Input,
  Link,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { EMAIL_STATUSES, PAGE_SIZE, canSome, type EmailSortKey, type EmailStatus } from '@onboard/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { toaster } from '../../../components/ui/toaster.js';
import { Pager } from '../../../components/ui/Pager.js';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorToast } from '../../../hooks/useToastedAction.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useListEmailsQuery, useResendRejectedEmailsMutation } from '../api/emailsApi.js';
import { EmailStatusBadge } from './EmailStatusBadge.js';

/** Search requests wait for a pause in typing. */
export const EMAIL_SEARCH_DEBOUNCE_MS = 300;

type Sort = { by: EmailSortKey; direction: 'asc' | 'desc' };

export type EmailListPageProps = {
  /** Only this client's e-mails (the hub's and the client manage page's lists). */
  clientId?: string;
  /** Where a row's subject links. */
  detailPath: (emailId: string) => string;
  /** A link above the heading (back to the client). */
  back?: ReactNode;
};

/**
 * The e-mail list (spec §2 /emails, §7 Emails): search over subject and recipients, status filter, sorting by
 * the column headers, pages of 25 with the total, and the owner's "Resend rejected e-mails".
 */
export function EmailListPage({ clientId, detailPath, back }: EmailListPageProps) {
  const { t } = useTranslation('emails');
  const errorText = useErrorText();
  const format = useFormatDateTime();
  const { principal } = useSession();
  const showError = useErrorToast();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), EMAIL_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const [withErrors, setWithErrors] = useState(false);
  const [sort, setSort] = useState<Sort>({ by: 'createdAt', direction: 'desc' });
  const filterKey = `${search}|${status}|${withErrors}|${sort.by}|${sort.direction}`;
  const [pageState, setPageState] = useState({ page: 1, filterKey });
  // A new search, filter or sort starts again on page 1.
  const page = pageState.filterKey === filterKey ? pageState.page : 1;
  const [confirming, setConfirming] = useState(false);
  const [resendRejected, resending] = useResendRejectedEmailsMutation();
  const mayResendRejected = canSome(principal, 'update', 'owner-operations');

  const list = useListEmailsQuery({
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    sortBy: sort.by,
    sortDirection: sort.direction,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(withErrors ? { hasErrors: 'true' as const } : {}),
    ...(clientId ? { clientId } : {}),
  });
  const rows = list.data?.items ?? [];
  const title = clientId ? t('client.title') : t('list.title');

  const sortButton = (by: EmailSortKey, label: string) => {
    const active = sort.by === by;
    return (
      <Button
        variant="plain"
        size="sm"
        px={0}
        fontWeight="inherit"
        onClick={() => setSort({ by, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
        aria-label={t('list.sortBy', { column: label })}
      >
        {label}
        {active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </Button>
    );
  };
  const ariaSort = (by: EmailSortKey) =>
    sort.by === by ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <Stack gap={6}>
      {back}
      <HStack justify="space-between" wrap="wrap" gap={4}>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {mayResendRejected && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('rejected.button')}
          </Button>
        )}
      </HStack>

      <HStack gap={4} wrap="wrap" align="end">
        <Input
          type="search"
          maxW="md"
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <NativeSelect.Root maxW="14rem">
          <NativeSelect.Field
            aria-label={t('list.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as EmailStatus | '')}
          >
            <option value="">{t('list.anyStatus')}</option>
            {EMAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root checked={withErrors} onCheckedChange={(e) => setWithErrors(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('list.withErrors')}</Checkbox.Label>
        </Checkbox.Root>
        {list.data && (
          <Text color="fg.muted" aria-live="polite">
            {t('list.total', { count: list.data.total })}
          </Text>
        )}
      </HStack>

      {list.isLoading ? (
        <PageSkeleton />
      ) : list.isError ? (
        <FormAlert message={errorText.messageOf(list.error)} />
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{search || status || withErrors ? t('list.noMatches') : t('list.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={title} aria-busy={list.isFetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader aria-sort={ariaSort('name')}>
                  {sortButton('name', t('fields.subject'))}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.recipients')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.template')}</Table.ColumnHeader>
                <Table.ColumnHeader aria-sort={ariaSort('createdAt')}>
                  {sortButton('createdAt', t('fields.created'))}
                </Table.ColumnHeader>
                <Table.ColumnHeader aria-sort={ariaSort('updatedAt')}>
                  {sortButton('updatedAt', t('fields.updated'))}
                </Table.ColumnHeader>
                <Table.ColumnHeader aria-sort={ariaSort('startsAt')}>
                  {sortButton('startsAt', t('fields.sent'))}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((email) => (
                <Table.Row key={email.id} data-email-id={email.id}>
                  <Table.Cell>
                    <Link asChild colorPalette="brand" fontWeight="medium">
                      <RouterLink to={detailPath(email.id)}>{email.subject}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{email.recipients.map((r) => r.email).join(', ')}</Table.Cell>
                  <Table.Cell>
                    <EmailStatusBadge status={email.status} />
                  </Table.Cell>
                  <Table.Cell>{t(`templates.${email.template}`)}</Table.Cell>
                  <Table.Cell>{format(email.createdAt)}</Table.Cell>
                  <Table.Cell>{format(email.updatedAt)}</Table.Cell>
                  <Table.Cell>{format(email.sentAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {list.data && list.data.total > 0 && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onPageChange={(next) => setPageState({ page: next, filterKey })}
        />
      )}

      <ConfirmDialog
        open={confirming}
        title={t('rejected.confirmTitle')}
        body={t('rejected.confirmBody')}
        confirmLabel={t('rejected.button')}
        busy={resending.isLoading}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void resendRejected({ clientId: clientId ?? null })
            .unwrap()
            .then(
              ({ resent }) =>
                toaster.create({ type: 'success', title: t('rejected.done', { count: resent }) }),
              showError,
            )
            .finally(() => setConfirming(false))
        }
      />
    </Stack>
  );
}
