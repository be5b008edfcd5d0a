import { Module } from '@nestjs/common';
import { ClientDirectory } from './sites/client-directory.js';
import { ExplorerSiteHandler } from './sites/explorer-site.handler.js';
import { ExplorerSiteService } from './sites/explorer-site.service.js';

/** Benefits Explorer sites: the staff calls (issue 15). The public page, leads and sharing come later. */
@Module({
  controllers: [ExplorerSiteHandler],
  providers: [ExplorerSiteService, ClientDirectory],
})
export class ExplorerModule {}
