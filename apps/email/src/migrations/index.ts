import { Migration20261122000000Init } from './Migration20261122000000_init.js';
import { Migration20261122163318Emails } from './Migration20261122163318_emails.js';
import { Migration20261125160030OutsideSignerTemplate } from './Migration20261125160030_OutsideSignerTemplate.js';
import { Migration20261126090449EmailResentFrom } from './Migration20261126090449_EmailResentFrom.js';
import { Migration20261126090747OwnerEmailTemplates } from './Migration20261126090747_OwnerEmailTemplates.js';
import { Migration20261126100000ExplorerEmailTemplates } from './Migration20261126100000_ExplorerEmailTemplates.js';
import { Migration20261129053000EmailHistoryParts } from './Migration20261129053000_EmailHistoryParts.js';
import { Migration20261130090000EmailClientScope } from './Migration20261130090000_EmailClientScope.js';

/** In order of application. A new migration is appended; an applied one is never edited. */
export const MIGRATIONS = [
  Migration20261122000000Init,
  Migration20261122163318Emails,
  Migration20261125160030OutsideSignerTemplate,
  Migration20261126090449EmailResentFrom,
  Migration20261126090747OwnerEmailTemplates,
  Migration20261126100000ExplorerEmailTemplates,
  Migration20261129053000EmailHistoryParts,
  Migration20261130090000EmailClientScope,
];
