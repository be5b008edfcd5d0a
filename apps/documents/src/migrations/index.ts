import { Migration20261122000000Init } from './Migration20261122000000_init.js';
import { Migration20261126032758Documents } from './Migration20261126032758_Documents.js';
import { Migration20261126070321OnboardingForms } from './Migration20261126070321_OnboardingForms.js';
import { Migration20261130080000ClientRowSecurity } from './Migration20261130080000_ClientRowSecurity.js';
import { Migration20261130090000CensusIssueClient } from './Migration20261130090000_CensusIssueClient.js';

/** In order of application. A new migration is appended; an applied one is never edited. */
export const MIGRATIONS = [
  Migration20261122000000Init,
  Migration20261126032758Documents,
  Migration20261126070321OnboardingForms,
  Migration20261130080000ClientRowSecurity,
  Migration20261130090000CensusIssueClient,
];
