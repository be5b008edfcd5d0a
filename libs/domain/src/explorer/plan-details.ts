import { VISION_SERVICES } from '@onboard/contracts';

/** What the rows need of a plan: the explorer page's plan (@onboard/contracts ExplorerPublicPlan). */
export type DetailPlan = {
  benefitType: string;
  planType?: string | null;
  planTypeDisplayName?: string | null;
  benefitLevel?: string | null;
};

/*
 * The rows a plan card and the comparison table show for a plan (explorer spec §3 medical, dental, vision,
 * life/disability and financial fields), in the user's language. A row whose value the plan lacks is left out
 * of a card; the comparison shows it as '—' so the columns line up. Shared by the web app and the gateway's
 * first HTML (decision 177): pure, the texts come through `t`.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type DetailRow = { key: string; label: string; value: string | null };

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function formatMoney(value: number, language: string, cents = false): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(value);
}

export function formatDate(value: string, language: string): string {
  const date = new Date(`${value.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** The rows of `plan`'s own details, by its benefit type. */
export function planDetailRows(plan: DetailPlan, t: Translate, language: string): DetailRow[] {
  const money = (value: unknown) => {
    const n = num(value);
    return n === null ? null : formatMoney(n, language);
  };
  const percent = (value: unknown) => {
    const n = num(value);
    return n === null ? null : t('fields.percentValue', { value: n });
  };
  const yesNo = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'fields.yes' : 'fields.no') : null;
  // A DHMO (prepaid dental) pays nothing out of network (issue 27 item 10): its amounts are in network only.
  const inNetworkOnly = plan.planType === 'DHMO';
  const pair = (inNet: string | null, outNet: string | null) =>
    inNetworkOnly
      ? inNet === null
        ? null
        : `${t('fields.inNetworkOnly')}: ${inNet}`
      : inNet === null && outNet === null
        ? null
        : `${t('fields.inNetwork')}: ${inNet ?? '—'} · ${t('fields.outOfNetwork')}: ${outNet ?? '—'}`;
  const p = plan as Record<string, unknown>;
  const rows: DetailRow[] = [];
  const add = (key: string, label: string, value: string | null) => rows.push({ key, label, value });

  const tier = (value: unknown) =>
    value === '$' || value === '$$' || value === '$$$' ? `${value} ${t(`fields.priceTier.${value}`)}` : null;
  if (plan.benefitType === 'MEDICAL' || plan.benefitType === 'DENTAL') {
    add('premium', t('fields.premium'), tier(p['premium']));
    add('outOfPocketCosts', t('fields.outOfPocketCosts'), tier(p['outOfPocketCosts']));
    const dental = plan.benefitType === 'DENTAL';
    const dedNA = p['planYearDeductibleOutOfNetworkNA'] === true;
    const maxNA = p['planYearMaximumOutOfNetworkNA'] === true;
    /** A plan-year amount in and out of network (`planYear<field>InNetwork` / `…OutOfNetwork`). */
    const network = (key: string, label: string, field: string, outNA: boolean) =>
      add(
        key,
        label,
        pair(
          money(p[`planYear${field}InNetwork`]),
          outNA ? t('fields.notApplicable') : money(p[`planYear${field}OutOfNetwork`]),
        ),
      );
    network('deductibleIndividual', t('fields.deductibleIndividual'), 'DeductibleIndividual', dedNA);
    network('deductibleFamily', t('fields.deductibleFamily'), 'DeductibleFamily', dedNA);
    network(
      'maximumIndividual',
      t(dental ? 'fields.dentalMaximumIndividual' : 'fields.maximumIndividual'),
      'MaximumIndividual',
      maxNA,
    );
    network(
      'maximumFamily',
      t(dental ? 'fields.dentalMaximumFamily' : 'fields.maximumFamily'),
      'MaximumFamily',
      maxNA,
    );
    if (!dental) {
      add('outOfNetworkBenefits', t('fields.outOfNetworkBenefits'), yesNo(p['medicalOutOfNetworkBenefits']));
      add(
        'hsaContribution',
        t('fields.hsaContribution'),
        money(p['medicalHealthSavingsAccountEmployerContribution']),
      );
      add('pcpRequired', t('fields.pcpRequired'), yesNo(p['medicalPcpCoordinationRequired']));
      add(
        'referralRequired',
        t('fields.referralRequired'),
        yesNo(p['medicalPcpSpecialtyCareReferralRequired']),
      );
    } else {
      if (inNetworkOnly) add('outOfNetworkBenefits', t('fields.outOfNetworkBenefits'), t('fields.no'));
      const yearType = p['dentalYearType'];
      add(
        'dentalYearType',
        t('fields.dentalYearType'),
        yearType === 'PLAN' || yearType === 'CALENDAR' ? t(`fields.yearType.${yearType}`) : null,
      );
      add(
        'typeOne',
        t('fields.typeOne'),
        pair(percent(p['dentalTypeOneInNetwork']), percent(p['dentalTypeOneOutOfNetwork'])),
      );
      add(
        'typeTwo',
        t('fields.typeTwo'),
        pair(percent(p['dentalTypeTwoInNetwork']), percent(p['dentalTypeTwoOutOfNetwork'])),
      );
      add(
        'typeThree',
        t('fields.typeThree'),
        pair(percent(p['dentalTypeThreeInNetwork']), percent(p['dentalTypeThreeOutOfNetwork'])),
      );
      const ortho = p['dentalOrthodonticServices'];
      add(
        'orthodontics',
        t('fields.orthodontics'),
        typeof ortho === 'string' && ['NONE', 'ADULTS', 'CHILDREN', 'BOTH'].includes(ortho)
          ? t(`fields.orthodonticServices.${ortho}`)
          : null,
      );
      const orthoMax = (amount: unknown, pct: unknown) => {
        const a = money(amount);
        const n = num(pct);
        return a === null ? null : n === null ? a : t('fields.amountAndPercent', { amount: a, percent: n });
      };
      add(
        'orthoMaximumAdult',
        t('fields.orthoMaximumAdult'),
        orthoMax(p['dentalOrthodonticMaximumAdult'], p['dentalOrthodonticMaximumAdultPercent']),
      );
      add(
        'orthoMaximumChild',
        t('fields.orthoMaximumChild'),
        orthoMax(p['dentalOrthodonticMaximumChild'], p['dentalOrthodonticMaximumChildPercent']),
      );
    }
  }
  if (plan.benefitType === 'VISION') {
    for (const service of VISION_SERVICES) {
      const value = pair(money(p[`vision${service}InNetwork`]), money(p[`vision${service}OutOfNetwork`]));
      add(
        `vision${service}`,
        t(`fields.vision.${service}`),
        value !== null && p[`vision${service}BiYearly`] === true
          ? t('fields.everyOtherYear', { value })
          : value,
      );
    }
    add(
      'framesOver',
      t('fields.framesOver'),
      pair(percent(p['visionFramesOverInNetwork']), percent(p['visionFramesOverOutOfNetwork'])),
    );
  }
  if (plan.benefitType === 'FINANCIAL') {
    add('rollover', t('fields.rollover'), yesNo(p['financialFSAMoneyRollover']));
    const amount = money(p['financialFSAMoneyRolloverAmount']);
    add(
      'rolloverAmount',
      t('fields.rolloverLimit'),
      amount === null ? null : t('fields.rolloverAmount', { amount }),
    );
    const date = p['financialFSAMoneyRolloverDate'];
    add(
      'rolloverDate',
      t('fields.rolloverDate'),
      typeof date === 'string' ? formatDate(date, language) : null,
    );
  }
  if (plan.benefitLevel)
    add(
      'benefitLevel',
      t('fields.benefitLevel'),
      ['BUY_UP', 'LOW_HIGH', 'LEVEL_1_LEVEL_2'].includes(plan.benefitLevel)
        ? t(`levels.${plan.benefitLevel}`)
        : null,
    );
  add('wellnessAmount', t('fields.wellnessAmount'), money(p['wellnessAmount']));
  if (typeof p['linkedHDHPPlanName'] === 'string')
    add('linkedHdhp', t('fields.planType'), t('fields.linkedHdhp', { plan: p['linkedHDHPPlanName'] }));
  if (typeof p['otherShortTermPaidLeaveState'] === 'string')
    add('leaveState', t('fields.leaveState'), p['otherShortTermPaidLeaveState']);
  if (plan.planType === 'DHMO' && typeof p['prepaidSitusState'] === 'string')
    add('prepaidState', t('fields.prepaidState'), p['prepaidSitusState']);
  return rows;
}

/** The plan type's name in the user's language (the spec's display name as the server gave it otherwise). */
export function planTypeName(plan: DetailPlan, t: Translate, known: (key: string) => boolean): string | null {
  if (!plan.planType) return null;
  const key = `planTypes.${plan.planType}`;
  return known(key) ? t(key) : (plan.planTypeDisplayName ?? plan.planType);
}
