import { PLAN_COST_TIERS, type ExplorerBenefitType } from '@onboard/contracts';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planComparable } from '../comparison.js';
import type { Favorites } from '../hooks/useFavorites.js';
import type { ExplorerPublicPage, ExplorerPublicPlan } from '../types.js';
import { ComparisonTable } from './ComparisonTable.js';
import { PlanCard } from './PlanCard.js';
import '../explorer.css';

/** The guided "which plan fits me" (issue 34): its code, texts and the cost model load when it is opened. */
const PlanFinder = lazy(() => import('../finder/PlanFinder.js'));

/**
 * Whether a plan can be ranked for some coverage: pay periods and a premium for a tier (what the model's
 * `planCostTermsOf` reads; read here without the model, which this first load does not carry).
 */
const priced = (plan: ExplorerPublicPlan): boolean =>
  typeof plan['payPeriodsPerYear'] === 'number' &&
  PLAN_COST_TIERS.some((tier) => typeof plan[`premiumPerPayPeriod${tier}`] === 'number');

/** A benefit type's section (explorer spec §3): highlighter text, documents, plan cards, comparison. */
export function BenefitTypeSection({
  page,
  benefitType,
  plans,
  favorites,
}: {
  page: ExplorerPublicPage;
  benefitType: ExplorerBenefitType;
  plans: ExplorerPublicPlan[];
  favorites: Favorites;
}) {
  const { t, i18n } = useTranslation('explorer');
  const [chosen, setChosen] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [finding, setFinding] = useState(false);
  const findButton = useRef<HTMLButtonElement>(null);
  const finder = benefitType === 'MEDICAL' && plans.some(priced);
  // Closing the comparison (its button or Escape) unmounts what had focus: it goes back to the compare button.
  const compareButton = useRef<HTMLButtonElement>(null);
  const focusCompareButton = useRef(false);
  useEffect(() => {
    if (comparing || !focusCompareButton.current) return;
    focusCompareButton.current = false;
    compareButton.current?.focus();
  }, [comparing]);
  const meta = page.benefitTypeMetadata[benefitType];
  const highlighter =
    i18n.language === 'es' ? (meta?.spanishHighlighterText ?? meta?.highlighterText) : meta?.highlighterText;
  const documents = page.documents.filter((document) => document.benefitType === benefitType);
  const comparable = plans.length > 1 && plans.filter((plan) => planComparable(page, plan)).length > 1;
  const headingId = `type-${benefitType}`;
  const typeName = t(`benefitTypes.${benefitType}`);
  return (
    <section className="xp-stack xp-gap-3" aria-labelledby={headingId} data-testid={`section-${benefitType}`}>
      <h2 className="xp-h2" id={headingId}>
        {typeName}
      </h2>
      {highlighter && (
        <p className="xp-highlighter" data-testid="highlighter">
          {highlighter}
        </p>
      )}
      {benefitType === 'MEDICAL' && <MedicalVideo page={page} />}
      {finder && !finding && (
        <div className="xp-row">
          <button
            ref={findButton}
            type="button"
            className="xp-btn xp-btn-solid"
            onClick={() => setFinding(true)}
          >
            {t('page.findPlan')}
          </button>
        </div>
      )}
      {finder && finding && (
        <Suspense fallback={<p className="xp-small">{t('page.findPlan')}…</p>}>
          <PlanFinder
            pageId={page.id}
            plans={plans}
            onClose={() => {
              setFinding(false);
              // The button comes back: focus returns to it.
              requestAnimationFrame(() => findButton.current?.focus());
            }}
          />
        </Suspense>
      )}
      {comparable && !comparing && (
        <div className="xp-compare-bar">
          <p className="xp-small">{t('page.compareHint')}</p>
          <button
            ref={compareButton}
            type="button"
            className="xp-btn xp-btn-solid"
            disabled={chosen.length < 2}
            onClick={() => setComparing(true)}
          >
            {t('page.compareSelected', { count: chosen.length })}
          </button>
        </div>
      )}
      {comparing && (
        <ComparisonTable
          benefitType={benefitType}
          plans={plans.filter((plan) => chosen.includes(plan.id))}
          onClose={() => {
            focusCompareButton.current = true;
            setComparing(false);
          }}
        />
      )}
      <div className="xp-grid">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            favorite={favorites.isFavorite(plan.id)}
            onToggleFavorite={() => favorites.toggle(plan.id)}
            compare={
              comparable && planComparable(page, plan)
                ? {
                    checked: chosen.includes(plan.id),
                    onChange: (on) =>
                      setChosen((current) =>
                        on ? [...current, plan.id] : current.filter((id) => id !== plan.id),
                      ),
                  }
                : undefined
            }
          />
        ))}
      </div>
      {documents.length > 0 && (
        <div>
          <h3 className="xp-h4">{t('page.documents')}</h3>
          <ul className="xp-list">
            {documents.map((document) => (
              <li key={document.id}>
                <a className="xp-link" href={document.url} target="_blank" rel="noopener">
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The site's medical video (explorer spec §3 medicalVideo): its title in the user's language when it has one. */
function MedicalVideo({ page }: { page: ExplorerPublicPage }) {
  const { i18n } = useTranslation('explorer');
  const video = page.medicalVideo;
  if (video.choice === 'NO_VIDEO' || !video.document) return null;
  const spanish =
    i18n.language === 'es' && video.choice === 'ENGLISH_AND_SPANISH_VIDEO' && video.spanishTitle;
  const title = (spanish ? video.spanishTitle : video.englishTitle) ?? video.document.name;
  return (
    <figure data-testid="medical-video">
      <video className="xp-video" controls preload="none" src={video.document.url} title={title} />
      <figcaption className="xp-small">{title}</figcaption>
    </figure>
  );
}
