/**
 * Where each demo client's EIF stands (issue 9 item 6): not started, half done, complete but unsigned, or
 * signed; `extraCoverages` are catalogue codes added to the client's ordinary coverages (PFML, statutory,
 * FLI, ASO dental), so every sub-step can be seen with some demo client. Riverbend's broker signs.
 * Maple Dental and Bluebird are signed; Northwind and Summit half done; Riverbend and Granite complete.
 */
export type DemoEifStage = 'notStarted' | 'halfDone' | 'complete' | 'signed';

/**
 * The demo clients and users, shared by the seeders of the clients and identity services and by the README.
 * Not wire format: demo data only.
 */
export const DEMO_CLIENTS = [
  {
    key: 'harbor-logistics',
    name: 'Harbor Logistics Inc.',
    phase: 'WELCOME',
    employees: 140,
    state: 'MA',
    eif: 'notStarted',
    extraCoverages: ['PFML_MA_ASO'],
  },
  {
    key: 'maple-dental',
    name: 'Maple Dental Group',
    phase: 'INFO_GATHERING',
    employees: 42,
    state: 'NY',
    eif: 'signed',
    extraCoverages: ['NY_DBL', 'NY_PFL'],
  },
  {
    key: 'summit-engineering',
    name: 'Summit Engineering LLC',
    phase: 'REVIEW_AND_VALIDATE',
    employees: 310,
    state: 'CO',
    eif: 'halfDone',
    extraCoverages: ['PFML_CO_FI'],
  },
  {
    key: 'riverbend-schools',
    name: 'Riverbend Charter Schools',
    phase: 'PLAN_APPROVAL',
    employees: 520,
    state: 'TX',
    eif: 'complete',
    extraCoverages: [],
  },
  {
    key: 'northwind-foods',
    name: 'Northwind Foods Co.',
    phase: 'CONTRACTS_AND_BILLING',
    employees: 88,
    state: 'NJ',
    eif: 'halfDone',
    extraCoverages: ['NJ_TDB', 'NJ_FLI'],
  },
  {
    key: 'bluebird-health',
    name: 'Bluebird Health Partners',
    phase: 'ONBOARDING_COMPLETE',
    employees: 1200,
    state: 'FL',
    eif: 'signed',
    extraCoverages: ['DENTAL_ASO', 'LONG_TERM_DISABILITY'],
  },
  {
    key: 'cedar-credit-union',
    name: 'Cedar Credit Union',
    phase: 'INFO_GATHERING',
    employees: 65,
    state: 'ME',
    eif: 'notStarted',
    extraCoverages: ['PFML_ME_FI'],
  },
  {
    key: 'granite-manufacturing',
    name: 'Granite Manufacturing',
    phase: 'REVIEW_AND_VALIDATE',
    employees: 760,
    state: 'DE',
    eif: 'complete',
    extraCoverages: ['DENTAL_ASO', 'PFML_DE_ASO'],
  },
] as const;

export const DEMO_USERS = [
  {
    key: 'owner',
    email: 'owner@onboard.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    role: 'SLF_OWNER',
    clients: [],
  },
  {
    key: 'admin',
    email: 'admin@onboard.test',
    firstName: 'Adam',
    lastName: 'Admin',
    role: 'SLF_ADMIN',
    clients: [],
  },
  {
    key: 'broker',
    email: 'broker@onboard.test',
    firstName: 'Bea',
    lastName: 'Broker',
    role: 'BROKER',
    clients: ['harbor-logistics', 'maple-dental', 'summit-engineering', 'riverbend-schools'],
  },
  {
    key: 'benadmin',
    email: 'benadmin@onboard.test',
    firstName: 'Ben',
    lastName: 'Administrator',
    role: 'BEN_ADMIN',
    clients: ['northwind-foods', 'bluebird-health'],
  },
  {
    key: 'employer',
    email: 'employer@onboard.test',
    firstName: 'Erin',
    lastName: 'Employer',
    role: 'BEN_ADMIN',
    clients: ['maple-dental'],
  },
] as const;
