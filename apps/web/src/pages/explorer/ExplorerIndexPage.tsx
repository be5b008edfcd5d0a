import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../app/paths.js';
import '../../features/explorer/explorer.css';

/** The explorer index (explorer spec §1): the welcome text. Never redirected to sign-in. */
export function ExplorerIndexPage() {
  const { t } = useTranslation('explorer');
  return (
    <main className="xp-main xp-main-narrow" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <div className="xp-stack">
        <h1 className="xp-h1">{t('index.title')}</h1>
        <p className="xp-lead-text">{t('index.welcome')}</p>
        <p>{t('index.contactHr')}</p>
      </div>
    </main>
  );
}
