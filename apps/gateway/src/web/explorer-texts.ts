import { PLAN_TYPE_DISPLAY_NAMES } from '@onboard/domain';

/*
 * The English texts of the explorer's first HTML (decision 177): the web app's own (apps/web i18n `explorer`
 * and common namespaces), copied because the gateway does not import web code. explorer-texts.spec.ts fails
 * when one differs from the web's.
 */

/** Texts of the web's `explorer` namespace the first HTML shows. */
export const EXPLORER_TEXTS = {
  nav: {
    label: 'Benefits Explorer navigation',
    logoAlt: '{{name}} logo',
    providerLogo: 'Sun Life',
    personalPlan: 'My personal benefits plan',
    benAdmin: 'Enroll on {{name}}',
    benAdminDefault: 'Enroll now',
    newTab: '(opens in a new tab)',
    language: 'Language',
  },
  demo: {
    banner: 'This is a demo site. See it as an employee would:',
    pre: 'Before enrollment',
    active: 'During enrollment',
    post: 'After enrollment',
  },
  lead: { banner: 'Interested in offering benefits like these? Contact us.', open: 'Contact us' },
  page: {
    planYear: 'Plan year {{planYear}}',
    enrollment: 'Open enrollment: {{start}} to {{end}}',
    noBenefits: 'No benefits are listed on this site yet.',
    newPlan: 'New',
    compareSelected: 'Compare selected ({{count}})',
    compareHint: 'Choose two or more plans to compare.',
    documents: 'Documents',
    planSummary: 'Plan summary',
    underwriter: 'Underwritten by {{name}}',
    services: 'Included services',
    share: 'Share by email',
  },
  personal: {
    title: 'My personal benefits plan',
    intro: 'The plans you marked as favorites on this device.',
    back: 'Back to all benefits',
  },
  benefitTypes: {
    MEDICAL: 'Medical',
    DENTAL: 'Dental',
    VISION: 'Vision',
    ACCIDENT: 'Accident',
    HOSPITAL_INDEMNITY: 'Hospital indemnity',
    LIFE: 'Life',
    CRITICAL_ILLNESS: 'Critical illness',
    CANCER: 'Cancer',
    FINANCIAL: 'Financial accounts',
    SHORT_TERM_DISABILITY: 'Short-term disability',
    LONG_TERM_DISABILITY: 'Long-term disability',
    GAP: 'Gap',
    OTHER_SHORT_TERM_PAID_LEAVE: 'Paid leave',
    OTHER: 'Other benefits',
  },
  planTypes: PLAN_TYPE_DISPLAY_NAMES,
  levels: { BUY_UP: 'Buy-up', LOW_HIGH: 'Low and high options', LEVEL_1_LEVEL_2: 'Level 1 and level 2' },
  contentFlags: {
    HDHP: 'High-deductible health plan (HDHP)',
    HSA_COMPATIBLE: 'HSA compatible',
    HRA: 'HRA',
    AD_AND_D: 'AD&D',
    VAS_1: 'Emergency Travel Assistance and Identity Theft Protection',
    VAS_2: 'Online Will Prep & Claimant Support Services',
    SELF_CARE_PLUS: 'Self Care+',
    HEALTH_NAVIGATOR_HELPLINE: 'Health Navigator Helpline',
    SELF_CARE_FROM_ABLETO: 'Self Care from AbleTo',
    WELLTHY: 'Wellthy',
  },
  fields: {
    planType: 'Plan type',
    benefitLevel: 'Benefit level',
    premium: 'Premium',
    outOfPocketCosts: 'Out-of-pocket costs',
    priceTier: { $: 'Lower', $$: 'Moderate', $$$: 'Higher' },
    inNetwork: 'In network',
    outOfNetwork: 'Out of network',
    notApplicable: 'Not covered',
    deductibleIndividual: 'Deductible (individual)',
    deductibleFamily: 'Deductible (family)',
    maximumIndividual: 'Out-of-pocket maximum (individual)',
    maximumFamily: 'Out-of-pocket maximum (family)',
    dentalMaximumIndividual: 'Yearly maximum (individual)',
    dentalMaximumFamily: 'Yearly maximum (family)',
    outOfNetworkBenefits: 'Out-of-network benefits',
    hsaContribution: 'Employer HSA contribution',
    pcpRequired: 'Primary care physician required',
    referralRequired: 'Referral needed for specialists',
    yes: 'Yes',
    no: 'No',
    dentalYearType: 'Maximum resets each',
    yearType: { PLAN: 'Plan year', CALENDAR: 'Calendar year' },
    typeOne: 'Preventive care (type I) covered',
    typeTwo: 'Basic care (type II) covered',
    typeThree: 'Major care (type III) covered',
    orthodontics: 'Orthodontics',
    orthodonticServices: {
      NONE: 'Not covered',
      ADULTS: 'Adults',
      CHILDREN: 'Children',
      BOTH: 'Adults and children',
    },
    orthoMaximumAdult: 'Orthodontic maximum (adults)',
    orthoMaximumChild: 'Orthodontic maximum (children)',
    percentValue: '{{value}}%',
    amountAndPercent: '{{amount}} at {{percent}}%',
    vision: {
      Exam: 'Eye exam',
      Lenses: 'Lenses',
      Frames: 'Frames',
      ContactLenses: 'Contact lenses',
      ContactLensExam: 'Contact lens exam',
    },
    everyOtherYear: '{{value}}, every other year',
    framesOver: 'Discount over the frame allowance',
    rollover: 'Unused money rolls over',
    rolloverAmount: 'Up to {{amount}} rolls over',
    rolloverDate: 'Rollover date',
    wellnessAmount: 'Wellness benefit',
    linkedHdhp: 'Linked to {{plan}}',
    leaveState: 'State program',
    prepaidState: 'Prepaid plan state',
  },
  estimate: { show: 'Estimate yearly cost for {{plan}}' },
  support: {
    title: 'Questions? We’re here to help',
    appointment: 'Book an appointment',
    consultant: 'Your implementation consultant',
    live: 'Your benefits are live. For help with your coverage, contact your consultant.',
    phone: 'Phone: {{phone}}',
    email: 'Email: {{email}}',
  },
};

/** Texts of the web's common namespace the explorer layout shows. */
export const COMMON_TEXTS = {
  skipToContent: 'Skip to main content',
  footer: {
    copyright: '© {{year}} Onboard. All rights reserved.',
    tagline: 'Group benefits onboarding portal',
  },
};

/** Whether `key` (dotted) names a text of `table`. */
export function hasText(table: object, key: string): boolean {
  return typeof lookup(table, key) === 'string';
}

function lookup(table: object, key: string): unknown {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** i18next's `t` for these tables: `{{name}}` filled from `options` (unescaped: the caller escapes). */
export function englishText(
  key: string,
  options: Record<string, unknown> = {},
  table: object = EXPLORER_TEXTS,
) {
  const text = lookup(table, key);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
}
