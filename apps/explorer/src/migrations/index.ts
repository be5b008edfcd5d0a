import { Migration20261122000000Init } from './Migration20261122000000_init.js';
import { Migration20261126092608ExplorerSites } from './Migration20261126092608_ExplorerSites.js';
import { Migration20261130080000ClientRowSecurity } from './Migration20261130080000_ClientRowSecurity.js';
import { Migration20261130090000SiteChildrenClient } from './Migration20261130090000_SiteChildrenClient.js';
import { Migration20261130120000PublicPage } from './Migration20261130120000_PublicPage.js';

/** In order of application. A new migration is appended; an applied one is never edited. */
export const MIGRATIONS = [
  Migration20261122000000Init,
  Migration20261126092608ExplorerSites,
  Migration20261130080000ClientRowSecurity,
  Migration20261130090000SiteChildrenClient,
  Migration20261130120000PublicPage,
];
