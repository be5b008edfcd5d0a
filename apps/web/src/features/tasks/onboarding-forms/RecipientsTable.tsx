import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipientDates, StatusBadge } from './OnboardingFormCard.js';
import type { OnboardingFormDto, OnboardingRecipientDto } from './onboardingFormsApi.js';

/**
 * A form's signers in routing order: order, name, role, status and dates. The task's card adds an actions
 * column and a richer name; the viewer marks the signer whose page it is.
 */
export function RecipientsTable({
  form,
  renderName = (recipient) => recipient.name,
  actions,
  currentRecipientId,
}: {
  form: OnboardingFormDto;
  renderName?: (recipient: OnboardingRecipientDto) => ReactNode;
  actions?: (recipient: OnboardingRecipientDto) => ReactNode;
  currentRecipientId?: string;
}) {
  const { t } = useTranslation('onboardingForms');
  const recipients = [...form.recipients].sort((a, b) => a.routingOrder - b.routingOrder);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('recipients.caption', { name: form.name })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('recipients.order')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('recipients.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('recipients.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('recipients.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('recipients.dates')}</Table.ColumnHeader>
            {actions && <Table.ColumnHeader>{t('recipients.actions')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {recipients.map((recipient) => (
            <Table.Row
              key={recipient.recipientId}
              data-testid="onboarding-form-recipient"
              {...(recipient.recipientId === currentRecipientId
                ? { 'aria-current': 'true', bg: 'bg.subtle' }
                : {})}
            >
              <Table.Cell>{recipient.routingOrder}</Table.Cell>
              <Table.Cell>{renderName(recipient)}</Table.Cell>
              <Table.Cell>{recipient.roleName}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={recipient.status} />
              </Table.Cell>
              <Table.Cell>
                <RecipientDates recipient={recipient} />
              </Table.Cell>
              {actions && <Table.Cell>{actions(recipient)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
