import { Migration20261122000000Init } from './Migration20261122000000_init.js';
import { Migration20261126091323ApiJobs } from './Migration20261126091323_ApiJobs.js';
import { Migration20261130090000ApiJobClientScope } from './Migration20261130090000_ApiJobClientScope.js';

/** In order of application. A new migration is appended; an applied one is never edited. */
export const MIGRATIONS = [
  Migration20261122000000Init,
  Migration20261126091323ApiJobs,
  Migration20261130090000ApiJobClientScope,
];
