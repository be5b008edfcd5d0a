import { useTranslation } from 'react-i18next';
import { BenefitTypeSection } from '../../features/explorer/components/BenefitTypeSection.js';
import { ExplorerSiteFrame } from '../../features/explorer/components/ExplorerSiteFrame.js';
import { ShareButton } from '../../features/explorer/components/ShareButton.js';
import { plansByType } from '../../features/explorer/comparison.js';
import { formatDate } from '../../features/explorer/planDetails.js';
import '../../features/explorer/explorer.css';

/** An explorer site (explorer spec §2 /benefits-explorer/{explorerPageId}): every benefit type's plans. */
export function ExplorerPage() {
  const { t, i18n } = useTranslation('explorer');
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
                <ShareButton page={page} favorites={favorites} />
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
        </div>
      )}
    </ExplorerSiteFrame>
  );
}
