import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BenefitTypeSection } from '../../features/explorer/components/BenefitTypeSection.js';
import { ExplorerSiteFrame } from '../../features/explorer/components/ExplorerSiteFrame.js';
import { plansByType } from '../../features/explorer/comparison.js';
import { formatDate } from '../../features/explorer/planDetails.js';
import '../../features/explorer/explorer.css';

/** The share dialog (form kit, schema, reCAPTCHA): fetched when opened (decision 176). */
const ShareDialog = lazy(() =>
  import('../../features/explorer/components/ShareDialog.js').then((m) => ({ default: m.ShareDialog })),
);

/** An explorer site (explorer spec §2 /benefits-explorer/{explorerPageId}): every benefit type's plans. */
export function ExplorerPage() {
  const { t, i18n } = useTranslation('explorer');
  const [sharing, setSharing] = useState(false);
  return (
    <ExplorerSiteFrame>
      {({ page, favorites }) => (
        <div className="xp-stack xp-gap-8">
          <div className="xp-stack xp-gap-1">
            <h1 className="xp-h1">{page.name}</h1>
            {page.planYear && <p>{t('page.planYear', { planYear: page.planYear })}</p>}
            <p>
              {t('page.enrollment', {
                start: formatDate(page.openEnrollmentStart, i18n.language),
                end: formatDate(page.openEnrollmentEnd, i18n.language),
              })}
            </p>
            {page.benefits.length > 0 && (
              <div>
                <button type="button" className="xp-btn xp-btn-outline" onClick={() => setSharing(true)}>
                  {t('page.share')}
                </button>
              </div>
            )}
          </div>
          {page.benefits.length === 0 && <p>{t('page.noBenefits')}</p>}
          {plansByType(page.benefits, page.benefitTypeMetadata).map(({ benefitType, plans }) => (
            <BenefitTypeSection
              key={benefitType}
              page={page}
              benefitType={benefitType}
              plans={plans}
              favorites={favorites}
            />
          ))}
          {sharing && (
            <Suspense fallback={null}>
              <ShareDialog
                page={page}
                initial={favorites.ids}
                open={sharing}
                onClose={() => setSharing(false)}
              />
            </Suspense>
          )}
        </div>
      )}
    </ExplorerSiteFrame>
  );
}
