import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COVERAGE_TIERS,
  DEFAULT_PAY_PERIODS,
  EXPECTED_USES,
  estimateDentalCost,
  estimateMedicalCost,
  readCostInput,
  type CostInputError,
  type CoverageTier,
  type DentalCostPlan,
  type ExpectedUse,
} from '../costEstimate.js';
import { formatMoney } from '../planDetails.js';
import type { ExplorerPublicPlan } from '../types.js';
import '../explorer.css';

/** The projected yearly cost of a medical or dental plan (beyond the spec; decision 173), labelled an estimate. */
export function CostEstimator({ plan }: { plan: ExplorerPublicPlan }) {
  const { t, i18n } = useTranslation('explorer');
  const id = useId();
  const [premium, setPremium] = useState('');
  const [payPeriods, setPayPeriods] = useState(String(DEFAULT_PAY_PERIODS));
  const [tier, setTier] = useState<CoverageTier>('employee');
  const [use, setUse] = useState<ExpectedUse>('medium');
  const read = readCostInput(premium, payPeriods);
  const fields = plan as DentalCostPlan;
  // No figure until the inputs are valid (issue 27 item 9): a bad one gets its field's message instead.
  const estimate = read.ok
    ? (plan.benefitType === 'DENTAL' ? estimateDentalCost : estimateMedicalCost)(fields, {
        premiumPerPayPeriod: read.premiumPerPayPeriod,
        payPeriods: read.payPeriods,
        tier,
        use,
      })
    : null;
  const errors: { premium?: CostInputError; payPeriods?: CostInputError } = read.ok ? {} : read.errors;
  const money = (value: number) => formatMoney(value, i18n.language, true);
  return (
    <div className="xp-estimator" data-testid="cost-estimator">
      <p className="xp-strong">
        {t('estimate.title')} <span className="xp-estimate-label">{t('estimate.label')}</span>
      </p>
      <p className="xp-small">{t('estimate.intro')}</p>
      <div className="xp-fields">
        <div className="xp-field xp-field-wide">
          <label htmlFor={`${id}-premium`}>{t('estimate.premium')}</label>
          <input
            className="xp-input"
            id={`${id}-premium`}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={premium}
            onChange={(e) => setPremium(e.target.value)}
            aria-invalid={errors.premium ? true : undefined}
            aria-describedby={`${id}-premium-hint${errors.premium ? ` ${id}-premium-error` : ''}`}
          />
          <span className="xp-xsmall" id={`${id}-premium-hint`}>
            {t('estimate.premiumHint')}
          </span>
          {errors.premium && (
            <span className="xp-field-error" id={`${id}-premium-error`}>
              {t(`estimate.errors.${errors.premium}`)}
            </span>
          )}
        </div>
        <div className="xp-field">
          <label htmlFor={`${id}-periods`}>{t('estimate.payPeriods')}</label>
          <input
            className="xp-input"
            id={`${id}-periods`}
            type="number"
            inputMode="numeric"
            min={1}
            max={53}
            value={payPeriods}
            onChange={(e) => setPayPeriods(e.target.value)}
            aria-invalid={errors.payPeriods ? true : undefined}
            aria-describedby={errors.payPeriods ? `${id}-periods-error` : undefined}
          />
          {errors.payPeriods && (
            <span className="xp-field-error" id={`${id}-periods-error`}>
              {t(`estimate.errors.${errors.payPeriods}`)}
            </span>
          )}
        </div>
        <div className="xp-field xp-field-wide">
          <label htmlFor={`${id}-tier`}>{t('estimate.tier')}</label>
          <select
            className="xp-input"
            id={`${id}-tier`}
            value={tier}
            onChange={(e) => setTier(e.target.value as CoverageTier)}
          >
            {COVERAGE_TIERS.map((value) => (
              <option key={value} value={value}>
                {t(`estimate.tiers.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="xp-field">
          <label htmlFor={`${id}-use`}>{t('estimate.use')}</label>
          <select
            className="xp-input"
            id={`${id}-use`}
            value={use}
            onChange={(e) => setUse(e.target.value as ExpectedUse)}
          >
            {EXPECTED_USES.map((value) => (
              <option key={value} value={value}>
                {t(`estimate.uses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {estimate ? (
          <>
            <p className="xp-small">{t('estimate.premiums', { amount: money(estimate.premiums) })}</p>
            <p className="xp-small">
              {t('estimate.outOfPocket', { amount: money(estimate.outOfPocket) })}
              {estimate.capped ? ` (${t('estimate.capped')})` : ''}
            </p>
            <p className="xp-strong" data-testid="estimate-total">
              {t('estimate.total', { amount: money(estimate.total) })}
            </p>
          </>
        ) : (
          <p className="xp-small" data-testid="estimate-waiting">
            {t(errors.premium || errors.payPeriods ? 'estimate.fixFields' : 'estimate.enterPremium')}
          </p>
        )}
      </div>
    </div>
  );
}
