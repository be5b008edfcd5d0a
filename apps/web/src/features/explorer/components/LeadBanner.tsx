import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../explorer.css';

/** The lead form with its schema and form kit: fetched when the visitor opens it (decision 176). */
const LeadModal = lazy(() => import('./LeadModal.js').then((m) => ({ default: m.LeadModal })));

/** The lead-generation banner (explorer spec §2): opens the lead modal. */
export function LeadBanner() {
  const { t } = useTranslation('explorer');
  const [open, setOpen] = useState(false);
  return (
    <div className="xp-banner xp-banner-lead">
      <div className="xp-row">
        <p>{t('lead.banner')}</p>
        <button type="button" className="xp-btn xp-btn-outline" onClick={() => setOpen(true)}>
          {t('lead.open')}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <LeadModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
