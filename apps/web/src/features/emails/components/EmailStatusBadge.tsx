import { Badge } from '@chakra-ui/react';
import type { EmailStatus } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<EmailStatus, string> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  SENT: 'green',
  FAILED: 'red',
};

/** An e-mail's status as a coloured badge (the word carries the meaning; the colour only helps). */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = useTranslation('emails');
  return <Badge colorPalette={PALETTE[status]}>{t(`statuses.${status}`)}</Badge>;
}
