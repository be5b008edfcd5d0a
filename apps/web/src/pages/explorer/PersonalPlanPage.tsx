import { useTranslation } from 'react-i18next';
import { ExplorerSiteFrame } from '../../features/explorer/components/ExplorerSiteFrame.js';
import { PlanCard } from '../../features/explorer/components/PlanCard.js';
import { ShareButton } from '../../features/explorer/components/ShareButton.js';
import { plansByType } from '../../features/explorer/comparison.js';
import { useExplorerPaths } from '../../features/explorer/hooks/useExplorerPaths.js';
import { ExplorerLink } from '../../features/explorer/routing.js';
import '../../features/explorer/explorer.css';

/** The personal benefits plan (explorer spec §2): the favorite plans by benefit type, each removable. */
export function PersonalPlanPage() {
  const { t } = useTranslation('explorer');
  const paths = useExplorerPaths();
  return (
    <ExplorerSiteFrame>
      {({ page, favorites }) => {
        const chosen = page.benefits.filter((plan) => favorites.ids.includes(plan.id));
        return (
          <div className="xp-stack xp-gap-6">
            <div className="xp-stack xp-gap-1">
              <h1 className="xp-h1">{t('personal.title')}</h1>
              <p>{t('personal.intro')}</p>
              <div className="xp-row">
                <ExplorerLink className="xp-link" to={paths.page(page.vanitySlug ?? page.id)}>
                  {t('personal.back')}
                </ExplorerLink>
                {chosen.length > 0 && <ShareButton page={page} favorites={favorites} />}
              </div>
            </div>
            {chosen.length === 0 && <p data-testid="personal-empty">{t('personal.empty')}</p>}
            {plansByType(chosen, page.benefitTypeMetadata).map(({ benefitType, plans }) => (
              <section
                className="xp-stack xp-gap-3"
                key={benefitType}
                aria-labelledby={`personal-${benefitType}`}
              >
                <h2 className="xp-h2" id={`personal-${benefitType}`}>
                  {t(`benefitTypes.${benefitType}`)}
                </h2>
                <div className="xp-grid">
                  {plans.map((plan) => (
                    <PlanCard
                      key={plan.id}
                      plan={plan}
                      favorite
                      onToggleFavorite={() => favorites.toggle(plan.id)}
                      onRemove={() => favorites.remove(plan.id)}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        );
      }}
    </ExplorerSiteFrame>
  );
}
