import { useTranslation } from 'react-i18next';
import { PATHS } from '../app/paths.js';
import { useRequiredParam } from '../app/useRequiredParam.js';
import { BackLink } from '../features/emails/components/BackLink.js';
import { EmailDetailView } from '../features/emails/components/EmailDetailView.js';
import { EmailListPage } from '../features/emails/components/EmailListPage.js';

/** /emails (internal layout): every e-mail. */
export function EmailsPage() {
  return <EmailListPage detailPath={PATHS.emailDetail} />;
}

/** /emails/{emailId} (internal layout): one e-mail, back to all e-mails. */
export function EmailDetailPage() {
  const { t } = useTranslation('emails');
  const emailId = useRequiredParam('emailId');
  return (
    <EmailDetailView
      emailId={emailId}
      detailPath={PATHS.emailDetail}
      back={<BackLink to={PATHS.emails}>{t('detail.back')}</BackLink>}
    />
  );
}

/** /clients/admin/{clientId}/manage/emails/{emailId} (internal layout): the e-mail-for-client route. */
export function ClientEmailAdminPage() {
  const { t } = useTranslation('emails');
  const clientId = useRequiredParam('clientId');
  const emailId = useRequiredParam('emailId');
  return (
    <EmailDetailView
      emailId={emailId}
      detailPath={(id) => PATHS.clientEmailAdmin(clientId, id)}
      back={<BackLink to={PATHS.clientManage(clientId)}>{t('detail.backToClient')}</BackLink>}
    />
  );
}
