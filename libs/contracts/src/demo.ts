/**
 * The demo clients and users, shared by the seeders of the clients and identity services and by the README.
 * Not wire format: demo data only.
 */
export const DEMO_CLIENTS = [
  { key: 'harbor-logistics', name: 'Harbor Logistics Inc.', phase: 'WELCOME', employees: 140, state: 'MA' },
  { key: 'maple-dental', name: 'Maple Dental Group', phase: 'INFO_GATHERING', employees: 42, state: 'NY' },
  {
    key: 'summit-engineering',
    name: 'Summit Engineering LLC',
    phase: 'REVIEW_AND_VALIDATE',
    employees: 310,
    state: 'CO',
  },
  {
    key: 'riverbend-schools',
    name: 'Riverbend Charter Schools',
    phase: 'PLAN_APPROVAL',
    employees: 520,
    state: 'TX',
  },
  {
    key: 'northwind-foods',
    name: 'Northwind Foods Co.',
    phase: 'CONTRACTS_AND_BILLING',
    employees: 88,
    state: 'NJ',
  },
  {
    key: 'bluebird-health',
    name: 'Bluebird Health Partners',
    phase: 'ONBOARDING_COMPLETE',
    employees: 1200,
    state: 'FL',
  },
  {
    key: 'cedar-credit-union',
    name: 'Cedar Credit Union',
    phase: 'INFO_GATHERING',
    employees: 65,
    state: 'ME',
  },
  {
    key: 'granite-manufacturing',
    name: 'Granite Manufacturing',
    phase: 'REVIEW_AND_VALIDATE',
    employees: 760,
    state: 'DE',
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
