import type { PlanType } from '@onboard/contracts';

/*
 * The plan types' display names alone, in a module without runtime imports: the public explorer's texts read
 * them, and importing tables.ts would bring the contracts' schemas (and zod) with it (decision 178).
 */

/** Explorer spec §4 "Plan types and display names". */
export const PLAN_TYPE_DISPLAY_NAMES: Readonly<Record<PlanType, string>> = {
  HMO: 'HMO',
  PPO: 'PPO',
  EPO: 'EPO',
  MEC: 'MEC',
  POS: 'POS',
  OAP: 'OAP',
  DHMO: 'DHMO/Prepaid',
  EMPLOYER_PAID: 'Employer-paid',
  VOLUNTARY: 'Voluntary',
  BASIC_LIFE: 'Basic Life',
  VOLUNTARY_LIFE: 'Voluntary Life',
  STANDALONE_ADD: 'Standalone AD&D',
  HSA: 'HSA',
  HRA: 'HRA',
  FSA: 'FSA',
  LPFSA: 'LPFSA',
  EAP: 'EAP',
  DCA: 'DCFSA',
  PFML_FMLA_LEAVE: 'PFML/FMLA/Leave',
  FAMILY_LEAVE_INSURANCE: 'Family Leave Insurance',
  COMMUTER_TRANSIT: 'Commuter/Transit',
  DISCOUNT_PROGRAM: 'Discount Program',
  FITNESS_PROGRAM: 'Fitness Program',
  HEALTH_AND_WELLNESS: 'Health and Wellness',
  IDENTITY_PROTECTION: 'Identity Protection',
  LEGAL_SERVICES: 'Legal Services',
  PET_INSURANCE: 'Pet Insurance',
  RETIREMENT: 'Retirement',
  TELEHEALTH: 'Telehealth',
  TRAVEL_INSURANCE: 'Travel Insurance',
  OTHER: 'Other',
  ASO_PPO: 'ASO PPO',
  INDEMNITY: 'Indemnity',
};
