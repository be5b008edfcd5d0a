import { Button, Checkbox, HStack, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { EMAIL_STATUSES, PAGE_SIZE, canSome, type EmailSortKey, type EmailStatus } from '@onboard/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { PagedTable, usePageOf, useSortHeaders } from '../../../components/ui/PagedTable.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorToast } from '../../../hooks/useToastedAction.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useListEmailsQuery, useResendRejectedEmailsMutation } from '../api/emailsApi.js';
import { EmailSummaryCells } from './EmailStatusBadge.js';

/** Search requests wait for a pause in typing. */
export const EMAIL_SEARCH_DEBOUNCE_MS = 300;

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
  const format = useFormatDateTime();
  const { principal } = useSession();
  const showError = useErrorToast();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), EMAIL_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const [withErrors, setWithErrors] = useState(false);
  const [sort, sortHeader] = useSortHeaders<EmailSortKey>({ by: 'createdAt', direction: 'desc' }, (column) =>
    t('list.sortBy', { column }),
  );
  // A new search, filter or sort starts again on page 1.
  const [page, setPage] = usePageOf(`${search}|${status}|${withErrors}|${sort.by}|${sort.direction}`);
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
        {/* RTK Query keeps the last answer's data when a new search fails: its total is not this search's. */}
        {list.data && !list.isError && (
          <Text color="fg.muted" aria-live="polite">
            {t('list.total', { count: list.data.total })}
          </Text>
        )}
      </HStack>

      <PagedTable
        query={list}
        rowCount={rows.length}
        empty={search || status || withErrors ? t('list.noMatches') : t('list.empty')}
        label={title}
        header={
          <>
            {sortHeader('name', t('fields.subject'))}
            <Table.ColumnHeader>{t('fields.recipients')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.template')}</Table.ColumnHeader>
            {sortHeader('createdAt', t('fields.created'))}
            {sortHeader('updatedAt', t('fields.updated'))}
            {sortHeader('startsAt', t('fields.sent'))}
          </>
        }
        page={page}
        onPageChange={setPage}
      >
        {rows.map((email) => (
          <Table.Row key={email.id} data-email-id={email.id}>
            <EmailSummaryCells email={email} to={detailPath(email.id)} emphasized />
            <Table.Cell>{t(`templates.${email.template}`)}</Table.Cell>
            <Table.Cell>{format(email.createdAt)}</Table.Cell>
            <Table.Cell>{format(email.updatedAt)}</Table.Cell>
            <Table.Cell>{format(email.sentAt)}</Table.Cell>
          </Table.Row>
        ))}
      </PagedTable>

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
