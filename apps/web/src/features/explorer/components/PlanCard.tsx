import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planDetailRows, planTypeName, type Translate } from '../planDetails.js';
import type { ExplorerPublicPlan } from '../types.js';
import { CostEstimator } from './CostEstimator.js';
import '../explorer.css';

export type PlanCardProps = {
  plan: ExplorerPublicPlan;
  favorite: boolean;
  onToggleFavorite: () => void;
  /** Shown when plans of this type may be compared (explorer spec §5). */
  compare?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
  /** The personal plan's remove button instead of the favorite toggle. */
  onRemove?: (() => void) | undefined;
};

/** The plan summary link: the Spanish one when the language is Spanish and there is one. */
export function planSummaryOf(plan: ExplorerPublicPlan, language: string) {
  if (language === 'es' && plan.spanishPlanSummaryDocument)
    return { document: plan.spanishPlanSummaryDocument, spanish: true };
  return plan.planSummaryDocument ? { document: plan.planSummaryDocument, spanish: false } : null;
}

/** One plan (explorer spec §3): name, type, underwriter, details, services, documents; favorite and compare. */
export function PlanCard({ plan, favorite, onToggleFavorite, compare, onRemove }: PlanCardProps) {
  const { t, i18n } = useTranslation('explorer');
  const [estimating, setEstimating] = useState(false);
  const compareId = useId();
  const translate = t as unknown as Translate;
  const name = plan.planName ?? t(`benefitTypes.${plan.benefitType}`);
  const type = planTypeName(plan, translate, (key) => i18n.exists(`explorer:${key}`));
  const rows = planDetailRows(plan, translate, i18n.language).filter((row) => row.value !== null);
  const underwriter = plan.legalEntity ?? plan.carrierName;
  const summary = planSummaryOf(plan, i18n.language);
  const estimable = plan.benefitType === 'MEDICAL' || plan.benefitType === 'DENTAL';
  return (
    <article className="xp-card" data-testid="plan-card" aria-labelledby={`plan-${plan.id}`}>
      <div className="xp-card-head">
        <div className="xp-stack xp-gap-1">
          <h3 className="xp-h3" id={`plan-${plan.id}`}>
            {name}
          </h3>
          {(type || plan.isNew) && (
            <div className="xp-row xp-gap-2">
              {type && <span className="xp-badge">{type}</span>}
              {plan.isNew && <span className="xp-badge xp-badge-new">{t('page.newPlan')}</span>}
            </div>
          )}
          {underwriter && <p className="xp-small">{t('page.underwriter', { name: underwriter })}</p>}
        </div>
        {onRemove ? (
          <button type="button" className="xp-btn xp-btn-outline" onClick={onRemove}>
            {t('personal.remove', { plan: name })}
          </button>
        ) : (
          <button
            type="button"
            className="xp-btn xp-fav"
            aria-pressed={favorite}
            aria-label={favorite ? t('page.unfavorite', { plan: name }) : t('page.favorite', { plan: name })}
            onClick={onToggleFavorite}
            data-testid="favorite-toggle"
          >
            <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
          </button>
        )}
      </div>
      {rows.length > 0 && (
        <dl className="xp-details">
          {rows.map((row) => (
            <div className="xp-detail" key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {plan.contentFlags.length > 0 && (
        <div>
          <p className="xp-strong xp-small">{t('page.services')}</p>
          <ul className="xp-list xp-small">
            {plan.contentFlags.map((flag) => (
              <li key={flag}>
                {i18n.exists(`explorer:contentFlags.${flag}`)
                  ? t(`contentFlags.${flag}` as 'contentFlags.HDHP')
                  : flag}
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary && (
        <p className="xp-small">
          <a className="xp-link" href={summary.document.url} target="_blank" rel="noopener">
            {summary.spanish ? t('page.planSummaryEs') : t('page.planSummary')}: {summary.document.name}
          </a>
        </p>
      )}
      {(compare || estimable) && (
        <div className="xp-row">
          {compare && (
            <label className="xp-check" htmlFor={compareId} data-testid="compare-checkbox">
              <input
                id={compareId}
                type="checkbox"
                checked={compare.checked}
                onChange={(event) => compare.onChange(event.target.checked)}
              />
              {t('page.compare', { plan: name })}
            </label>
          )}
          {estimable && (
            <button
              type="button"
              className="xp-btn xp-btn-outline xp-btn-xs"
              onClick={() => setEstimating((v) => !v)}
              aria-expanded={estimating}
            >
              {estimating ? t('estimate.hide') : t('estimate.show', { plan: name })}
            </button>
          )}
        </div>
      )}
      {estimable && estimating && <CostEstimator plan={plan} />}
    </article>
  );
}
