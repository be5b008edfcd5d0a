import {
  CARE_COSTS,
  CARE_SERVICES,
  CARE_USE_COUNTS,
  CARE_USES,
  COVERAGE_TIERS,
  HOUSEHOLD_SERVICES,
  MAX_CARE_COUNT,
  TAX_BRACKETS,
  formatMoney,
  planCostTermsOf,
  rankPlans,
  type CareCounts,
  type CareService,
  type CareUse,
  type CoverageTier,
  type TaxBracket,
} from '@onboard/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplorerPublicPlan } from '../types.js';
import { readFinderAnswers, writeFinderAnswers, type FinderAnswers } from './finderAnswers.js';
import { FINDER_EN, FINDER_ES, fill } from './finderTexts.js';
import '../explorer.css';

/** A custom count as typed: a whole number from 0 to MAX_CARE_COUNT, else null (the field says why). */
const countOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_CARE_COUNT ? value : null;
};

/**
 * The guided "which plan fits me" of a site's medical plans (issue 34 items 2 and 4): who is covered, how much
 * care, and for HSA-eligible plans the tax bracket; then every plan with a premium for that coverage ranked by
 * its expected yearly cost (@onboard/domain plan-cost), with the low- and high-use years as bounds and why the
 * first is first. Answers are kept in this browser, like favorites; nothing is sent.
 */
export default function PlanFinder({
  pageId,
  plans,
  onClose,
}: {
  pageId: string;
  plans: ExplorerPublicPlan[];
  onClose: () => void;
}) {
  const { i18n } = useTranslation('explorer');
  const language = i18n.language;
  const texts = language.startsWith('es') ? FINDER_ES : FINDER_EN;
  const id = useId();
  const [answers, setAnswers] = useState<FinderAnswers>(() => readFinderAnswers(pageId));
  useEffect(() => writeFinderAnswers(pageId, answers), [pageId, answers]);
  const update = (change: Partial<FinderAnswers>) => setAnswers((current) => ({ ...current, ...change }));
  const terms = useMemo(() => new Map(plans.map((plan) => [plan.id, planCostTermsOf(plan)])), [plans]);
  const hsaPlans = plans.some((plan) => terms.get(plan.id)?.hsaEligible);

  const counts = Object.fromEntries(
    CARE_SERVICES.map((service) => [service, countOf(answers.counts[service] ?? '0')]),
  ) as Record<CareService, number | null>;
  const countsValid = CARE_SERVICES.every((service) => counts[service] !== null);
  const care: CareUse | CareCounts | null =
    answers.care === 'custom' ? (countsValid ? (counts as CareCounts) : null) : answers.care;
  const ranking = care
    ? rankPlans(plans, (plan) => terms.get(plan.id) ?? null, {
        tier: answers.tier,
        care,
        taxBracket: hsaPlans ? answers.taxBracket : null,
      })
    : null;
  const money = (value: number) => formatMoney(value, language);
  const percent = new Intl.NumberFormat(language.startsWith('es') ? 'es-US' : 'en-US', { style: 'percent' });
  const name = (plan: ExplorerPublicPlan) => plan.planName ?? plan.planTypeDisplayName ?? '';

  return (
    <section
      className="xp-finder xp-stack xp-gap-3"
      aria-labelledby={`${id}-title`}
      data-testid="plan-finder"
    >
      <div className="xp-row xp-space-between">
        <h3 className="xp-h3" id={`${id}-title`}>
          {texts.title} <span className="xp-estimate-label">{texts.estimateOnly}</span>
        </h3>
        <button type="button" className="xp-btn xp-btn-outline xp-btn-xs" onClick={onClose}>
          {texts.close}
        </button>
      </div>
      <p className="xp-small">{texts.intro}</p>

      <fieldset className="xp-fieldset">
        <legend className="xp-strong">{texts.tier}</legend>
        {COVERAGE_TIERS.map((tier: CoverageTier) => (
          <label key={tier} className="xp-check">
            <input
              type="radio"
              name={`${id}-tier`}
              value={tier}
              checked={answers.tier === tier}
              onChange={() => update({ tier })}
            />
            {texts.tiers[tier]}
          </label>
        ))}
      </fieldset>

      <fieldset className="xp-fieldset">
        <legend className="xp-strong">{texts.care}</legend>
        {[...CARE_USES, 'custom' as const].map((use) => (
          <label key={use} className="xp-check">
            <input
              type="radio"
              name={`${id}-care`}
              value={use}
              checked={answers.care === use}
              onChange={() => update({ care: use })}
            />
            {texts.cares[use]}
            {use !== 'custom' && <span className="xp-xsmall"> ({texts.careHints[use]})</span>}
          </label>
        ))}
        {answers.care === 'custom' && (
          <div className="xp-fields">
            {CARE_SERVICES.map((service) => {
              const invalid = counts[service] === null;
              return (
                <div className="xp-field" key={service}>
                  <label htmlFor={`${id}-${service}`}>{texts.services[service]}</label>
                  <input
                    className="xp-input"
                    id={`${id}-${service}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_CARE_COUNT}
                    step={1}
                    value={answers.counts[service] ?? '0'}
                    onChange={(event) =>
                      update({ counts: { ...answers.counts, [service]: event.target.value } })
                    }
                    aria-invalid={invalid ? true : undefined}
                    aria-describedby={invalid ? `${id}-${service}-error` : undefined}
                  />
                  {invalid && (
                    <span className="xp-field-error" id={`${id}-${service}-error`}>
                      {texts.countError}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </fieldset>

      {hsaPlans && (
        <div className="xp-field">
          <label htmlFor={`${id}-bracket`} className="xp-strong">
            {texts.taxBracket}
          </label>
          <select
            className="xp-input"
            id={`${id}-bracket`}
            value={answers.taxBracket === null ? '' : String(answers.taxBracket)}
            onChange={(event) =>
              update({
                taxBracket: event.target.value === '' ? null : (Number(event.target.value) as TaxBracket),
              })
            }
            aria-describedby={`${id}-bracket-hint`}
          >
            <option value="">{texts.noBracket}</option>
            {TAX_BRACKETS.map((bracket) => (
              <option key={bracket} value={bracket}>
                {percent.format(bracket / 100)}
              </option>
            ))}
          </select>
          <span className="xp-xsmall" id={`${id}-bracket-hint`}>
            {texts.taxBracketHint}
          </span>
        </div>
      )}

      <div className="xp-stack xp-gap-2" aria-live="polite">
        <h4 className="xp-strong">{texts.results}</h4>
        {!ranking && <p className="xp-small">{texts.fixFields}</p>}
        {ranking && ranking.ranked.length === 0 && <p className="xp-small">{texts.noneRanked}</p>}
        {ranking && ranking.reason && ranking.ranked[0] && (
          <p className="xp-finder-reason" data-testid="finder-reason">
            <strong>{name(ranking.ranked[0].plan)}</strong>
            {': '}
            {texts.reasons[ranking.reason.use]}
            {ranking.reason.capsBadYear && ranking.reason.worstYear !== null
              ? fill(texts.capsBadYear, { amount: money(ranking.reason.worstYear) })
              : ''}
            .
          </p>
        )}
        {ranking && ranking.ranked.length > 0 && (
          <ol className="xp-finder-list" data-testid="finder-ranking">
            {ranking.ranked.map(({ plan, expected, low, high }) => (
              <li key={plan.id} className="xp-finder-item">
                <span className="xp-strong">{name(plan)}</span>
                <span>{fill(texts.expected, { amount: money(expected.total) })}</span>
                <span className="xp-small">
                  {fill(texts.parts, {
                    premiums: money(expected.premiums),
                    outOfPocket: money(expected.outOfPocket),
                  })}
                  {expected.employerMoney > 0 &&
                    `, ${fill(texts.employerMoney, { amount: money(expected.employerMoney) })}`}
                  {expected.taxSavings > 0 &&
                    `, ${fill(texts.taxSavings, { amount: money(expected.taxSavings) })}`}
                </span>
                <span className="xp-small">
                  {fill(texts.range, { low: money(low.total), high: money(high.total) })}
                </span>
                {expected.capped && <span className="xp-xsmall">{texts.capped}</span>}
                {expected.assumedCoinsurance && <span className="xp-xsmall">{texts.assumedCoinsurance}</span>}
              </li>
            ))}
          </ol>
        )}
        {ranking && ranking.unpriced.length > 0 && (
          <p className="xp-xsmall">
            {fill(texts.unpriced, { plans: ranking.unpriced.map(name).join(', ') })}
          </p>
        )}
      </div>

      <details className="xp-finder-how">
        <summary>{texts.howTitle}</summary>
        <p className="xp-small">{texts.how}</p>
        <table className="xp-table">
          <caption className="xp-small">{texts.costTable}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.service}</th>
              <th scope="col">{texts.typicalCost}</th>
              {CARE_USES.map((use) => (
                <th scope="col" key={use}>
                  {texts.cares[use]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CARE_SERVICES.map((service) => (
              <tr key={service}>
                <th scope="row">{texts.services[service]}</th>
                <td>{money(CARE_COSTS[service])}</td>
                {CARE_USES.map((use) => (
                  <td key={use}>
                    {CARE_USE_COUNTS[use][service]}{' '}
                    {HOUSEHOLD_SERVICES.has(service) ? texts.perHousehold : texts.perPerson}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
