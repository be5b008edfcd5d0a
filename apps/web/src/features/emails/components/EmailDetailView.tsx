import { Button, DataList, HStack, Heading, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { canSome, type EmailDetail } from '@onboard/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useToastedAction } from '../../../hooks/useToastedAction.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useGetEmailQuery, useResendEmailMutation } from '../api/emailsApi.js';
import { EmailStatusBadge } from './EmailStatusBadge.js';

export type EmailDetailViewProps = {
  emailId: string;
  /** The link back (to all e-mails, or to the client). */
  back: ReactNode;
  /** Where the original of a resend, and its resends, link. */
  detailPath: (emailId: string) => string;
};

/**
 * One e-mail (spec §2 /emails/{emailId}, §3 Email): its fields and recipients, the status history as a
 * timeline, the recipients it did not reach with the relay's reason, and Resend (to everyone, or only to
 * those not reached) for those who may create e-mails.
 */
export function EmailDetailView({ emailId, back, detailPath }: EmailDetailViewProps) {
  const { t } = useTranslation('emails');
  const errorText = useErrorText();
  const format = useFormatDateTime();
  const { principal } = useSession();
  const run = useToastedAction();
  const email = useGetEmailQuery(emailId);
  const [resend, resending] = useResendEmailMutation();
  const [confirming, setConfirming] = useState<null | 'all' | 'failed'>(null);
  const mayResend = canSome(principal, 'create', 'email');

  if (email.isLoading) return <PageSkeleton />;
  if (!email.data) {
    return (
      <Stack gap={4}>
        {back}
        <FormAlert message={errorText.messageOf(email.error)} />
      </Stack>
    );
  }
  const data = email.data;
  const field = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );

  return (
    <Stack gap={8}>
      <Stack gap={3}>
        {back}
        <HStack justify="space-between" wrap="wrap" gap={4}>
          <HStack gap={3}>
            <Heading as="h1" size="2xl">
              {data.subject}
            </Heading>
            <EmailStatusBadge status={data.status} />
          </HStack>
          {mayResend && (
            <HStack gap={3} wrap="wrap">
              {data.errorUsers.length > 0 && (
                <Button variant="outline" onClick={() => setConfirming('failed')}>
                  {t('resend.failedOnly')}
                </Button>
              )}
              <Button colorPalette="brand" onClick={() => setConfirming('all')}>
                {t('resend.button')}
              </Button>
            </HStack>
          )}
        </HStack>
      </Stack>

      <DataList.Root orientation="horizontal">
        {field(t('fields.template'), t(`templates.${data.template}`))}
        {field(t('fields.recipients'), data.recipients.map((r) => r.email).join(', '))}
        {field(t('fields.created'), format(data.createdAt))}
        {field(t('fields.updated'), format(data.updatedAt))}
        {field(t('fields.sent'), format(data.sentAt))}
        {data.resentFromId &&
          field(
            t('fields.resentFrom'),
            <Link asChild colorPalette="brand">
              <RouterLink to={detailPath(data.resentFromId)}>{t('detail.openOriginal')}</RouterLink>
            </Link>,
          )}
        {data.resentAs.length > 0 &&
          field(
            t('fields.resentAs'),
            <Stack gap={1}>
              {data.resentAs.map((id) => (
                <Link key={id} asChild colorPalette="brand">
                  <RouterLink to={detailPath(id)}>{t('detail.openResend')}</RouterLink>
                </Link>
              ))}
            </Stack>,
          )}
      </DataList.Root>

      <Stack gap={3} as="section" aria-labelledby="email-history">
        <Heading as="h2" size="lg" id="email-history">
          {t('detail.history')}
        </Heading>
        <List.Root as="ol" gap={2} ps={4} borderStartWidth="2px" borderColor="border" listStyle="none">
          {data.statusHistory.map((event, index) => (
            <List.Item key={`${event.eventAt}-${index}`}>
              <Stack gap={0}>
                <HStack gap={2}>
                  <EmailStatusBadge status={event.status} />
                  <Text fontSize="sm">{format(event.eventAt)}</Text>
                </HStack>
                <HistoryNote event={event} detailPath={detailPath} />
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>

      <Stack gap={3} as="section" aria-labelledby="email-error-users">
        <Heading as="h2" size="lg" id="email-error-users">
          {t('detail.errorUsers')}
        </Heading>
        {data.errorUsers.length === 0 ? (
          <Text color="fg.muted">{t('detail.noErrorUsers')}</Text>
        ) : (
          <Table.Root size="sm" aria-label={t('detail.errorUsers')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('detail.errorUser')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('detail.reason')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.errorUsers.map((user) => (
                <Table.Row key={user.userId}>
                  <Table.Cell>
                    <Text fontWeight="medium">{user.name ?? t('detail.unknownUser')}</Text>
                    {user.email && (
                      <Text fontSize="sm" color="fg.muted">
                        {user.email}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{user.reason}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>

      <ConfirmDialog
        open={confirming !== null}
        title={t('resend.confirmTitle')}
        body={
          confirming === 'failed'
            ? t('resend.confirmFailedBody', { subject: data.subject, count: data.errorUsers.length })
            : t('resend.confirmBody', { subject: data.subject })
        }
        confirmLabel={confirming === 'failed' ? t('resend.failedOnly') : t('resend.button')}
        busy={resending.isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          void run(
            () => resend({ emailId: data.id, onlyErrorUsers: confirming === 'failed' }).unwrap(),
            t('resend.done'),
          ).then(() => setConfirming(null))
        }
      />
    </Stack>
  );
}

/**
 * What an entry of the history says, in the user's language, from its parts (attempt, the relay's reason, the
 * copy of a resend). The service's English `detail` only where an entry has no parts: the relay's answer on
 * SENT, and entries written before the parts existed.
 */
function HistoryNote({
  event,
  detailPath,
}: {
  event: EmailDetail['statusHistory'][number];
  detailPath: (emailId: string) => string;
}) {
  const { t } = useTranslation('emails');
  const note = (text: string) => (
    <Text fontSize="sm" color="fg.muted">
      {text}
    </Text>
  );
  if (event.status === 'RESENT' && event.resentAsId) {
    return (
      <Stack gap={0} align="start">
        {note(t('history.resent', { list: (event.resentTo ?? []).join(', ') }))}
        <Link asChild colorPalette="brand" fontSize="sm">
          <RouterLink to={detailPath(event.resentAsId)}>{t('detail.openResend')}</RouterLink>
        </Link>
      </Stack>
    );
  }
  if (event.attempt !== null) {
    if (event.status === 'SENDING') return note(t('history.attempt', { attempt: event.attempt }));
    if (event.status === 'QUEUED' && event.reason !== null) {
      return note(t('history.retry', { attempt: event.attempt, reason: event.reason }));
    }
    if (event.status === 'FAILED' && event.reason !== null) {
      return note(t('history.failed', { attempt: event.attempt, reason: event.reason }));
    }
  }
  return event.detail ? note(event.detail) : null;
}
