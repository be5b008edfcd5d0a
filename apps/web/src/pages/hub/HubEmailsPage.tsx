import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.js';
import { useRequiredParam } from '../../app/useRequiredParam.js';
import { BackLink } from '../../features/emails/components/BackLink.js';
import { EmailDetailView } from '../../features/emails/components/EmailDetailView.js';
import { EmailListPage } from '../../features/emails/components/EmailListPage.js';

/** /client/{clientId}/emails (hub layout): the client's e-mails; staff only (decision 140). */
export function HubEmailsPage() {
  const { t } = useTranslation('emails');
  const clientId = useRequiredParam('clientId');
  return (
    <EmailListPage
      clientId={clientId}
      detailPath={(id) => PATHS.clientEmail(clientId, id)}
      back={<BackLink to={PATHS.clientManage(clientId)}>{t('detail.backToClient')}</BackLink>}
    />
  );
}

/** /client/{clientId}/emails/{emailId} (hub layout): one e-mail of the client; staff only (decision 140). */
export function HubEmailPage() {
  const { t } = useTranslation('emails');
  const clientId = useRequiredParam('clientId');
  const emailId = useRequiredParam('emailId');
  return (
    <EmailDetailView
      emailId={emailId}
      detailPath={(id) => PATHS.clientEmail(clientId, id)}
      back={<BackLink to={PATHS.clientEmails(clientId)}>{t('detail.backToClientEmails')}</BackLink>}
    />
  );
}
