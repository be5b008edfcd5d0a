import { Migration20261122000000Init } from './Migration20261122000000_init.js';
import { Migration20261122160551Users } from './Migration20261122160551_users.js';
import { Migration20261122163204Auth } from './Migration20261122163204_auth.js';
import { Migration20261123183000SignInFailure } from './Migration20261123183000_sign_in_failure.js';

/** In order of application. A new migration is appended; an applied one is never edited. */
export const MIGRATIONS = [
  Migration20261122000000Init,
  Migration20261122160551Users,
  Migration20261122163204Auth,
  Migration20261123183000SignInFailure,
];
