import { Badge, Link, Table } from '@chakra-ui/react';
import type { EmailEvent, EmailSummary } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const PALETTE: Record<EmailEvent, string> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  SENT: 'green',
  FAILED: 'red',
  RESENT: 'purple',
};

/**
 * An e-mail's status, or an entry of its history (RESENT too), as a coloured badge (the word carries the
 * meaning; the colour only helps).
 */
export function EmailStatusBadge({ status }: { status: EmailEvent }) {
  const { t } = useTranslation('emails');
  return <Badge colorPalette={PALETTE[status]}>{t(`statuses.${status}`)}</Badge>;
}

/**
 * A row's first cells in the e-mail tables (the list page, the client's latest): the subject linking to the
 * e-mail's page, the recipients and the status.
 */
export function EmailSummaryCells({
  email,
  to,
  emphasized = false,
}: {
  email: EmailSummary;
  to: string;
  /** The subject in medium weight (the list page). */
  emphasized?: boolean;
}) {
  return (
    <>
      <Table.Cell>
        <Link asChild colorPalette="brand" {...(emphasized ? { fontWeight: 'medium' } : {})}>
          <RouterLink to={to}>{email.subject}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{email.recipients.map((r) => r.email).join(', ')}</Table.Cell>
      <Table.Cell>
        <EmailStatusBadge status={email.status} />
      </Table.Cell>
    </>
  );
}
