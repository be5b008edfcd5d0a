import type { ExplorerBenefitType } from '@onboard/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { planDetailRows, planTypeName, type Translate } from '../planDetails.js';
import type { ExplorerPublicPlan } from '../types.js';
import '../explorer.css';

/** Side-by-side comparison of plans of one benefit type (explorer spec §5). */
export function ComparisonTable({
  benefitType,
  plans,
  onClose,
}: {
  benefitType: ExplorerBenefitType;
  plans: ExplorerPublicPlan[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('explorer');
  const translate = t as unknown as Translate;
  const typeName = t(`benefitTypes.${benefitType}`);
  const perPlan = plans.map((plan) => planDetailRows(plan, translate, i18n.language));
  const keys = [
    ...new Set(perPlan.flatMap((rows) => rows.filter((r) => r.value !== null).map((r) => r.key))),
  ];
  const labelOf = (key: string) => perPlan.flat().find((row) => row.key === key)?.label ?? key;
  const valueOf = (index: number, key: string) =>
    perPlan[index]?.find((row) => row.key === key)?.value ?? '—';
  const titleId = `compare-${benefitType}`;
  // Opening unmounts the compare button that had focus: the comparison's title takes it (issue 27 item 10).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const typeOf = (plan: ExplorerPublicPlan) =>
    planTypeName(plan, translate, (k) => i18n.exists(`explorer:${k}`));
  return (
    <div
      className="xp-comparison"
      data-testid="comparison"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="xp-comparison-head">
        <h3 className="xp-h3" id={titleId} ref={title} tabIndex={-1}>
          {t('page.comparisonTitle', { type: typeName })}
        </h3>
        <button type="button" className="xp-btn xp-btn-outline xp-btn-xs" onClick={onClose}>
          {t('page.closeComparison')}
        </button>
      </div>
      <div className="xp-table-wrap" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="xp-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('fields.planType')}</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.planName}
                  {typeOf(plan) && ` (${typeOf(plan)})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row">{labelOf(key)}</th>
                {plans.map((plan, index) => (
                  <td key={plan.id}>{valueOf(index, key)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
