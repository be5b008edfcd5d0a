import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useListEmailsQuery } from '../api/emailsApi.js';
import { EmailSummaryCells } from './EmailStatusBadge.js';

/** How many of a client's latest e-mails its manage page shows. */
export const CLIENT_LATEST_EMAILS = 5;

/** The client manage page's "E-mails": the client's latest e-mails, each linking to its page. */
export function ClientEmailsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation('emails');
  const format = useFormatDateTime();
  const list = useListEmailsQuery({
    clientId,
    limit: CLIENT_LATEST_EMAILS,
    sortBy: 'createdAt',
    sortDirection: 'desc',
  });
  const rows = list.data?.items ?? [];
  return (
    <Stack gap={3} as="section" aria-labelledby="client-emails">
      <Heading as="h2" size="lg" id="client-emails">
        {t('client.heading')}
      </Heading>
      {list.isLoading ? null : rows.length === 0 ? (
        <Text color="fg.muted">{t('client.empty')}</Text>
      ) : (
        <>
          <Text color="fg.muted">{t('client.latest')}</Text>
          <Table.Root size="sm" aria-label={t('client.heading')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('fields.subject')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.recipients')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.created')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((email) => (
                <Table.Row key={email.id}>
                  <EmailSummaryCells email={email} to={PATHS.clientEmailAdmin(clientId, email.id)} />
                  <Table.Cell>{format(email.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {list.data && list.data.total > rows.length && (
            <Link asChild colorPalette="brand" alignSelf="start">
              <RouterLink to={PATHS.clientEmails(clientId)}>{t('client.viewAll')}</RouterLink>
            </Link>
          )}
        </>
      )}
    </Stack>
  );
}
