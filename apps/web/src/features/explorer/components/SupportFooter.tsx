import { useTranslation } from 'react-i18next';
import type { ExplorerPublicPage } from '../types.js';
import '../explorer.css';

/**
 * The support footer (explorer spec §2): the implementation consultant; once the client is LIVE (onboarding
 * complete) it says so and points employees to the consultant for coverage questions.
 */
export function SupportFooter({ page }: { page: ExplorerPublicPage }) {
  const { t } = useTranslation('explorer');
  const consultant = page.implementationConsultant;
  if (!consultant) return null;
  // Spec §3 contact-us flags: the appointment link (the site's Calendly link) and the e-mail.
  return (
    <aside className="xp-support xp-stack xp-gap-1" aria-labelledby="explorer-support">
      <h2 className="xp-h3" id="explorer-support">
        {t('support.title')}
      </h2>
      {page.clientReleaseStatus === 'LIVE' && <p data-testid="support-live">{t('support.live')}</p>}
      <p className="xp-strong">
        {t('support.consultant')}: {consultant.name}
      </p>
      {consultant.phone && (
        <p>
          {t('support.phone', { phone: '' })}
          <a className="xp-link" href={`tel:${consultant.phone}`}>
            {consultant.phone}
          </a>
        </p>
      )}
      {page.enableContactUsAppointment && page.customCalendlyLink && (
        <p>
          <a className="xp-link" href={page.customCalendlyLink} target="_blank" rel="noopener noreferrer">
            {t('support.appointment')}
            <span className="xp-sr-only"> {t('nav.newTab')}</span>
          </a>
        </p>
      )}
      {page.enableContactUsEmail && consultant.email && (
        <p>
          {t('support.email', { email: '' })}
          <a className="xp-link" href={`mailto:${consultant.email}`}>
            {consultant.email}
          </a>
        </p>
      )}
    </aside>
  );
}
