import {
  PLAN_TYPES,
  US_STATES,
  type BenefitLevel,
  type ContentFlag,
  type DentalNetwork,
  type ExplorerBenefitType,
  type PlanType,
} from '@onboard/contracts';
import { PLAN_TYPE_DISPLAY_NAMES } from './plan-type-names.js';

/*
 * The tables of explorer spec §4 (plan types, levels, content flags, dental networks and states). Pure data and
 * look-ups; the rules that use them are in site-issues.ts. Choices the spec leaves open: decision 157.
 */

export type UsState = (typeof US_STATES)[number];

/** Explorer spec §4 "Allowed plan types per benefit type"; a type the table does not name has none. */
const PLAN_TYPES_BY_BENEFIT: Readonly<Partial<Record<ExplorerBenefitType, readonly PlanType[]>>> = {
  MEDICAL: ['HMO', 'EPO', 'POS', 'PPO', 'MEC', 'OAP'],
  DENTAL: ['PPO', 'DHMO', 'ASO_PPO', 'INDEMNITY'],
  SHORT_TERM_DISABILITY: ['EMPLOYER_PAID', 'VOLUNTARY'],
  LONG_TERM_DISABILITY: ['EMPLOYER_PAID', 'VOLUNTARY'],
  FINANCIAL: ['HSA', 'HRA', 'FSA', 'LPFSA', 'DCA'],
  OTHER_SHORT_TERM_PAID_LEAVE: ['PFML_FMLA_LEAVE', 'FAMILY_LEAVE_INSURANCE'],
  LIFE: ['BASIC_LIFE', 'VOLUNTARY_LIFE', 'STANDALONE_ADD'],
  OTHER: [
    'EAP',
    'COMMUTER_TRANSIT',
    'DISCOUNT_PROGRAM',
    'FITNESS_PROGRAM',
    'HEALTH_AND_WELLNESS',
    'IDENTITY_PROTECTION',
    'LEGAL_SERVICES',
    'PET_INSURANCE',
    'RETIREMENT',
    'TELEHEALTH',
    'TRAVEL_INSURANCE',
    'OTHER',
  ],
};

/**
 * The plan types a benefit type offers (explorer spec §4). ACCIDENT, HOSPITAL_INDEMNITY, CRITICAL_ILLNESS,
 * CANCER, VISION and GAP: none ("not shown" in the spec; their plans have no plan type, decision 157).
 */
export const allowedPlanTypes = (benefitType: ExplorerBenefitType): readonly PlanType[] =>
  PLAN_TYPES_BY_BENEFIT[benefitType] ?? [];

const LEVELS_BY_BENEFIT: Readonly<Partial<Record<ExplorerBenefitType, readonly BenefitLevel[]>>> = {
  ACCIDENT: ['LOW_HIGH'],
  HOSPITAL_INDEMNITY: ['LOW_HIGH'],
  DENTAL: ['LOW_HIGH'],
  CANCER: ['LEVEL_1_LEVEL_2'],
  SHORT_TERM_DISABILITY: ['BUY_UP'],
  LONG_TERM_DISABILITY: ['BUY_UP'],
  LIFE: ['BUY_UP'],
};

/** The benefit levels a benefit type allows (explorer spec §4); the others allow none (decision 157). */
export const allowedBenefitLevels = (benefitType: ExplorerBenefitType): readonly BenefitLevel[] =>
  LEVELS_BY_BENEFIT[benefitType] ?? [];

const FLAGS_BY_BENEFIT: Readonly<Partial<Record<ExplorerBenefitType, readonly ContentFlag[]>>> = {
  MEDICAL: ['HDHP', 'HSA_COMPATIBLE', 'HRA'],
  LIFE: ['AD_AND_D', 'VAS_1', 'WELLTHY', 'VAS_2', 'SELF_CARE_PLUS', 'SELF_CARE_FROM_ABLETO'],
  ACCIDENT: ['VAS_1'],
  CRITICAL_ILLNESS: ['HEALTH_NAVIGATOR_HELPLINE', 'SELF_CARE_FROM_ABLETO'],
};

/** The content flags (value-added services) a benefit type allows (explorer spec §4); the others none. */
export const allowedContentFlags = (benefitType: ExplorerBenefitType): readonly ContentFlag[] =>
  FLAGS_BY_BENEFIT[benefitType] ?? [];

/** How many value-added services a Critical Illness plan may include (explorer spec §5). */
export const CRITICAL_ILLNESS_MAX_FLAGS = 1;

export { PLAN_TYPE_DISPLAY_NAMES };

/** A plan type as people read it (DHMO is "DHMO/Prepaid", DCA is "DCFSA"). */
export const planTypeDisplayName = (planType: PlanType): string => PLAN_TYPE_DISPLAY_NAMES[planType];

const normalize = (value: string): string =>
  value
    .trim()
    .toUpperCase()
    .replace(/[\s/&-]+/g, '_');
const CODE_BY_NAME: ReadonlyMap<string, PlanType> = new Map([
  ...PLAN_TYPES.map((code) => [normalize(code), code] as const),
  ...PLAN_TYPES.map((code) => [normalize(PLAN_TYPE_DISPLAY_NAMES[code]), code] as const),
]);

/**
 * The code of a plan type given by its code or its display name, any case ("DCFSA" → DCA, "DHMO/Prepaid" →
 * DHMO, "Basic Life" → BASIC_LIFE); null for a value that is neither (decision 157).
 */
export const planTypeCode = (value: string): PlanType | null => CODE_BY_NAME.get(normalize(value)) ?? null;

// --- dental networks and states ---

const PPO_NETWORKS: readonly DentalNetwork[] = [
  'SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO',
  'SUN_LIFE_DENTAL_NETWORK_PPO',
];
const PREPAID_NETWORKS: readonly DentalNetwork[] = [
  'HERITAGE',
  'DHMO_DENTAL_SERIES',
  'CA_UDC_PREPAID',
  'LEGEND',
  'UNITED_DENTAL_CARE',
  'PREPAID_DENTAL_SERIES_FLORIDA_ONLY',
  'GEORGIA_PREPAID',
];

/** Explorer spec §4: PPO, ASO_PPO and INDEMNITY use the two PPO networks; DHMO the prepaid ones. */
const NETWORKS_BY_PLAN_TYPE: Readonly<Partial<Record<PlanType, readonly DentalNetwork[]>>> = {
  PPO: PPO_NETWORKS,
  ASO_PPO: PPO_NETWORKS,
  INDEMNITY: PPO_NETWORKS,
  DHMO: PREPAID_NETWORKS,
};

const statesExcept = (...left: UsState[]): readonly UsState[] => US_STATES.filter((s) => !left.includes(s));

/** Explorer spec §4 "Dental states": where each dental plan type is offered. */
const DENTAL_STATES: Readonly<Partial<Record<PlanType, readonly UsState[]>>> = {
  PPO: statesExcept('MT'),
  ASO_PPO: statesExcept('MT'),
  INDEMNITY: statesExcept('MT', 'RI'),
  DHMO: [
    'AL',
    'AZ',
    'CA',
    'CO',
    'FL',
    'GA',
    'IL',
    'KS',
    'KY',
    'MI',
    'MO',
    'NE',
    'NV',
    'NJ',
    'NM',
    'NY',
    'OH',
    'OK',
    'OR',
    'PA',
    'TN',
    'TX',
    'UT',
    'WI',
  ],
};

/** The states where a dental plan type is offered (explorer spec §4); none for a plan type that is not dental. */
export const dentalStates = (planType: PlanType): readonly UsState[] => DENTAL_STATES[planType] ?? [];

/** The prepaid networks sold in one state only (their names say so, decision 158). */
const SINGLE_STATE_NETWORKS: Readonly<Partial<Record<DentalNetwork, UsState>>> = {
  CA_UDC_PREPAID: 'CA',
  PREPAID_DENTAL_SERIES_FLORIDA_ONLY: 'FL',
  GEORGIA_PREPAID: 'GA',
};

/** The spec's examples of the state map, held exactly (explorer spec §4; "PPO" read as decision 158 says). */
const STATE_NETWORK_EXAMPLES: Readonly<Partial<Record<UsState, readonly DentalNetwork[]>>> = {
  NC: ['SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO'],
  CA: ['SUN_LIFE_DENTAL_NETWORK_PPO', 'CA_UDC_PREPAID', 'DHMO_DENTAL_SERIES'],
  FL: ['PREPAID_DENTAL_SERIES_FLORIDA_ONLY', 'SUN_LIFE_DENTAL_NETWORK_PPO', 'HERITAGE'],
};

/**
 * A network offered in a state by the rule of decision 158: a PPO network wherever PPO plans are offered; a
 * prepaid network sold in one state only there; the other prepaid networks wherever DHMO plans are offered.
 */
const derivedInState = (network: DentalNetwork, state: UsState): boolean => {
  const only = SINGLE_STATE_NETWORKS[network];
  if (only) return only === state;
  if (PPO_NETWORKS.includes(network)) return dentalStates('PPO').includes(state);
  return dentalStates('DHMO').includes(state);
};

/**
 * Explorer spec §4 "state-to-available-networks map": the networks offered in each of the 50 states and DC,
 * in the order of DENTAL_NETWORKS (the examples in the spec's order).
 */
export const DENTAL_NETWORKS_BY_STATE: Readonly<Record<UsState, readonly DentalNetwork[]>> =
  Object.fromEntries(
    US_STATES.map((state) => [
      state,
      STATE_NETWORK_EXAMPLES[state] ??
        [...PPO_NETWORKS, ...PREPAID_NETWORKS].filter((network) => derivedInState(network, state)),
    ]),
  ) as Record<UsState, readonly DentalNetwork[]>;

const isUsState = (value: string): value is UsState => (US_STATES as readonly string[]).includes(value);

/**
 * The dental networks a plan of this plan type may use (explorer spec §4), in a state when one is given
 * (the networks of the plan type that the state offers); none for a plan type that is not dental or an
 * unknown state.
 */
export function dentalNetworksFor(planType: PlanType, state: string | null): readonly DentalNetwork[] {
  const ofType = NETWORKS_BY_PLAN_TYPE[planType] ?? [];
  if (state === null) return ofType;
  const code = state.trim().toUpperCase();
  if (!isUsState(code)) return [];
  const inState = DENTAL_NETWORKS_BY_STATE[code];
  return ofType.filter((network) => inState.includes(network));
}
