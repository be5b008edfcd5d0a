import { describe, expect, test } from '@jest/globals';
import {
  BENEFIT_LEVELS,
  CONTENT_FLAGS,
  DENTAL_NETWORKS,
  EXPLORER_BENEFIT_TYPES,
  PLAN_TYPES,
  US_STATES,
  type ExplorerBenefitType,
  type PlanType,
} from '@onboard/contracts';
import {
  DENTAL_NETWORKS_BY_STATE,
  PLAN_TYPE_DISPLAY_NAMES,
  allowedBenefitLevels,
  allowedContentFlags,
  allowedPlanTypes,
  dentalNetworksFor,
  dentalStates,
  planTypeCode,
  planTypeDisplayName,
} from './tables.js';

/** Explorer spec §4 "Allowed plan types per benefit type", written out. */
const PLAN_TYPES_TABLE: Record<ExplorerBenefitType, PlanType[]> = {
  MEDICAL: ['HMO', 'EPO', 'POS', 'PPO', 'MEC', 'OAP'],
  DENTAL: ['PPO', 'DHMO', 'ASO_PPO', 'INDEMNITY'],
  VISION: [],
  ACCIDENT: [],
  HOSPITAL_INDEMNITY: [],
  LIFE: ['BASIC_LIFE', 'VOLUNTARY_LIFE', 'STANDALONE_ADD'],
  CRITICAL_ILLNESS: [],
  CANCER: [],
  FINANCIAL: ['HSA', 'HRA', 'FSA', 'LPFSA', 'DCA'],
  SHORT_TERM_DISABILITY: ['EMPLOYER_PAID', 'VOLUNTARY'],
  LONG_TERM_DISABILITY: ['EMPLOYER_PAID', 'VOLUNTARY'],
  GAP: [],
  OTHER_SHORT_TERM_PAID_LEAVE: ['PFML_FMLA_LEAVE', 'FAMILY_LEAVE_INSURANCE'],
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

/** Every (benefit type, value) pair with whether the written-out table allows it. */
const pairs = <V extends string>(
  values: readonly V[],
  table: Record<ExplorerBenefitType, V[]>,
): Array<[ExplorerBenefitType, V, boolean]> =>
  EXPLORER_BENEFIT_TYPES.flatMap((type) =>
    values.map((value): [ExplorerBenefitType, V, boolean] => [type, value, table[type].includes(value)]),
  );

describe('plan types per benefit type (explorer spec §4)', () => {
  test.each(pairs(PLAN_TYPES, PLAN_TYPES_TABLE))('%s with %s: allowed %s', (type, planType, allowed) => {
    expect(allowedPlanTypes(type).includes(planType)).toBe(allowed);
  });

  test('each plan type belongs to some benefit type except none', () => {
    const used = new Set(EXPLORER_BENEFIT_TYPES.flatMap((type) => allowedPlanTypes(type)));
    expect(PLAN_TYPES.filter((planType) => !used.has(planType))).toEqual([]);
  });
});

describe('benefit levels (explorer spec §4)', () => {
  const table: Record<ExplorerBenefitType, (typeof BENEFIT_LEVELS)[number][]> = {
    MEDICAL: [],
    DENTAL: ['LOW_HIGH'],
    VISION: [],
    ACCIDENT: ['LOW_HIGH'],
    HOSPITAL_INDEMNITY: ['LOW_HIGH'],
    LIFE: ['BUY_UP'],
    CRITICAL_ILLNESS: [],
    CANCER: ['LEVEL_1_LEVEL_2'],
    FINANCIAL: [],
    SHORT_TERM_DISABILITY: ['BUY_UP'],
    LONG_TERM_DISABILITY: ['BUY_UP'],
    GAP: [],
    OTHER_SHORT_TERM_PAID_LEAVE: [],
    OTHER: [],
  };
  test.each(pairs(BENEFIT_LEVELS, table))('%s with %s: allowed %s', (type, level, allowed) => {
    expect(allowedBenefitLevels(type).includes(level)).toBe(allowed);
  });
});

describe('content flags (explorer spec §4)', () => {
  const table: Record<ExplorerBenefitType, (typeof CONTENT_FLAGS)[number][]> = {
    MEDICAL: ['HDHP', 'HSA_COMPATIBLE', 'HRA'],
    DENTAL: [],
    VISION: [],
    ACCIDENT: ['VAS_1'],
    HOSPITAL_INDEMNITY: [],
    LIFE: ['AD_AND_D', 'VAS_1', 'WELLTHY', 'VAS_2', 'SELF_CARE_PLUS', 'SELF_CARE_FROM_ABLETO'],
    CRITICAL_ILLNESS: ['HEALTH_NAVIGATOR_HELPLINE', 'SELF_CARE_FROM_ABLETO'],
    CANCER: [],
    FINANCIAL: [],
    SHORT_TERM_DISABILITY: [],
    LONG_TERM_DISABILITY: [],
    GAP: [],
    OTHER_SHORT_TERM_PAID_LEAVE: [],
    OTHER: [],
  };
  test.each(pairs(CONTENT_FLAGS, table))('%s with %s: allowed %s', (type, flag, allowed) => {
    expect(allowedContentFlags(type).includes(flag)).toBe(allowed);
  });
});

describe('plan type names (explorer spec §4)', () => {
  test.each([
    ['DHMO', 'DHMO/Prepaid'],
    ['DCA', 'DCFSA'],
    ['EMPLOYER_PAID', 'Employer-paid'],
    ['STANDALONE_ADD', 'Standalone AD&D'],
    ['PFML_FMLA_LEAVE', 'PFML/FMLA/Leave'],
    ['COMMUTER_TRANSIT', 'Commuter/Transit'],
    ['ASO_PPO', 'ASO PPO'],
    ['HEALTH_AND_WELLNESS', 'Health and Wellness'],
    ['PPO', 'PPO'],
    ['INDEMNITY', 'Indemnity'],
  ] as const)('%s is shown as %s', (code, name) => {
    expect(planTypeDisplayName(code)).toBe(name);
  });

  test('every plan type has a name, and its name and code lead back to it', () => {
    for (const code of PLAN_TYPES) {
      expect(PLAN_TYPE_DISPLAY_NAMES[code]).toBeTruthy();
      expect(planTypeCode(code)).toBe(code);
      expect(planTypeCode(planTypeDisplayName(code))).toBe(code);
    }
  });

  test.each([
    ['DCFSA', 'DCA'],
    ['dcfsa', 'DCA'],
    ['DHMO/Prepaid', 'DHMO'],
    ['basic life', 'BASIC_LIFE'],
    ['Standalone AD&D', 'STANDALONE_ADD'],
    [' Family Leave Insurance ', 'FAMILY_LEAVE_INSURANCE'],
    ['DCFSA plan', null],
    ['', null],
  ])('planTypeCode(%j) is %s', (value, code) => {
    expect(planTypeCode(value)).toBe(code);
  });
});

describe('dental states (explorer spec §4)', () => {
  test('50 states plus DC', () => {
    expect(US_STATES).toHaveLength(51);
  });

  test.each(US_STATES.map((state) => [state]))('%s', (state) => {
    expect(dentalStates('PPO').includes(state)).toBe(state !== 'MT');
    expect(dentalStates('ASO_PPO').includes(state)).toBe(state !== 'MT');
    expect(dentalStates('INDEMNITY').includes(state)).toBe(state !== 'MT' && state !== 'RI');
  });

  test('DHMO in the 24 states the spec lists', () => {
    expect([...dentalStates('DHMO')].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  test('a plan type that is not dental has no states', () => {
    expect(dentalStates('HMO')).toEqual([]);
    expect(dentalStates('DCA')).toEqual([]);
  });
});

describe('dental networks (explorer spec §4)', () => {
  const PPO = ['SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO', 'SUN_LIFE_DENTAL_NETWORK_PPO'];
  const PREPAID = [
    'HERITAGE',
    'DHMO_DENTAL_SERIES',
    'CA_UDC_PREPAID',
    'LEGEND',
    'UNITED_DENTAL_CARE',
    'PREPAID_DENTAL_SERIES_FLORIDA_ONLY',
    'GEORGIA_PREPAID',
  ];

  test.each([
    ['PPO', PPO],
    ['ASO_PPO', PPO],
    ['INDEMNITY', PPO],
    ['DHMO', PREPAID],
    ['HMO', []],
    ['DCA', []],
  ] as const)('plan type %s uses %j', (planType, networks) => {
    expect(dentalNetworksFor(planType, null)).toEqual(networks);
  });

  test('the spec’s examples are held exactly', () => {
    expect(DENTAL_NETWORKS_BY_STATE.NC).toEqual(['SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO']);
    expect(DENTAL_NETWORKS_BY_STATE.CA).toEqual([
      'SUN_LIFE_DENTAL_NETWORK_PPO',
      'CA_UDC_PREPAID',
      'DHMO_DENTAL_SERIES',
    ]);
    expect(DENTAL_NETWORKS_BY_STATE.FL).toEqual([
      'PREPAID_DENTAL_SERIES_FLORIDA_ONLY',
      'SUN_LIFE_DENTAL_NETWORK_PPO',
      'HERITAGE',
    ]);
  });

  test.each([
    ['NC', 'PPO', ['SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO']],
    ['NC', 'DHMO', []],
    ['CA', 'PPO', ['SUN_LIFE_DENTAL_NETWORK_PPO']],
    ['CA', 'DHMO', ['DHMO_DENTAL_SERIES', 'CA_UDC_PREPAID']],
    ['FL', 'DHMO', ['HERITAGE', 'PREPAID_DENTAL_SERIES_FLORIDA_ONLY']],
    ['FL', 'INDEMNITY', ['SUN_LIFE_DENTAL_NETWORK_PPO']],
    ['GA', 'DHMO', ['HERITAGE', 'DHMO_DENTAL_SERIES', 'LEGEND', 'UNITED_DENTAL_CARE', 'GEORGIA_PREPAID']],
    ['TX', 'DHMO', ['HERITAGE', 'DHMO_DENTAL_SERIES', 'LEGEND', 'UNITED_DENTAL_CARE']],
    ['TX', 'PPO', PPO],
    ['tx', 'ASO_PPO', PPO],
    ['MA', 'DHMO', []],
    ['MA', 'PPO', PPO],
    ['MT', 'PPO', []],
    ['MT', 'DHMO', []],
    ['ZZ', 'PPO', []],
    ['TX', 'HMO', []],
  ] as const)('in %s, plan type %s uses %j', (state, planType, networks) => {
    expect(dentalNetworksFor(planType, state)).toEqual(networks);
  });

  test('the map covers the 50 states and DC, each network only where its plan types are sold', () => {
    expect(Object.keys(DENTAL_NETWORKS_BY_STATE).sort()).toEqual([...US_STATES].sort());
    for (const state of US_STATES) {
      for (const network of DENTAL_NETWORKS_BY_STATE[state]) {
        const planTypes = PPO.includes(network) ? ['PPO'] : ['DHMO'];
        expect(planTypes.some((planType) => dentalStates(planType as PlanType).includes(state))).toBe(true);
      }
    }
  });

  test('a state-specific prepaid network is offered in its state only', () => {
    const statesOf = (network: (typeof DENTAL_NETWORKS)[number]) =>
      US_STATES.filter((state) => DENTAL_NETWORKS_BY_STATE[state].includes(network));
    expect(statesOf('CA_UDC_PREPAID')).toEqual(['CA']);
    expect(statesOf('PREPAID_DENTAL_SERIES_FLORIDA_ONLY')).toEqual(['FL']);
    expect(statesOf('GEORGIA_PREPAID')).toEqual(['GA']);
    expect(statesOf('SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO')).toHaveLength(48); // all but MT, CA and FL
    expect(statesOf('SUN_LIFE_DENTAL_NETWORK_PPO')).toHaveLength(49); // all but MT and NC
    expect(statesOf('LEGEND')).toHaveLength(22); // the DHMO states but CA and FL
  });
});
