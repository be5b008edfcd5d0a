import { Controller } from '@nestjs/common';
import { EXPLORER_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { ExplorerSiteService } from './explorer-site.service.js';

/** The explorer's staff calls (explorer spec §7; decisions 159-162). */
@Controller()
export class ExplorerSiteHandler {
  constructor(private readonly sites: ExplorerSiteService) {}

  @Handles(R.explorerPageList)
  list({ context, params, query }: RouteCall<typeof R.explorerPageList>) {
    return this.sites.list(context, params.clientId, query);
  }

  @Handles(R.explorerPageCreate)
  create({ context, params, body }: RouteCall<typeof R.explorerPageCreate>) {
    return this.sites.create(context, params.clientId, body);
  }

  @Handles(R.explorerPageGet)
  get({ context, params }: RouteCall<typeof R.explorerPageGet>) {
    return this.sites.get(context, params.clientId, params.explorerPageId);
  }

  @Handles(R.explorerPageUpdate)
  update({ context, params, body }: RouteCall<typeof R.explorerPageUpdate>) {
    return this.sites.update(context, params.clientId, params.explorerPageId, body);
  }

  @Handles(R.explorerPageDelete)
  remove({ context, params }: RouteCall<typeof R.explorerPageDelete>) {
    return this.sites.remove(context, params.clientId, params.explorerPageId);
  }

  @Handles(R.explorerPageRenew)
  renew({ context, params, body }: RouteCall<typeof R.explorerPageRenew>) {
    return this.sites.renew(context, params.clientId, params.explorerPageId, body);
  }

  @Handles(R.explorerPageLive)
  live({ context, params, body }: RouteCall<typeof R.explorerPageLive>) {
    return this.sites.setLive(context, params.clientId, params.explorerPageId, body.isLive);
  }

  @Handles(R.explorerPageAssociation)
  association({ context, params, body }: RouteCall<typeof R.explorerPageAssociation>) {
    return this.sites.setAssociation(context, params.clientId, params.explorerPageId, body.associationId);
  }

  @Handles(R.explorerPageDocuments)
  documents({ context, params }: RouteCall<typeof R.explorerPageDocuments>) {
    return this.sites.documents(context, params.clientId, params.explorerPageId, params.benefitType);
  }

  @Handles(R.explorerPageDocumentsUpdate)
  setDocuments({ context, params, body }: RouteCall<typeof R.explorerPageDocumentsUpdate>) {
    return this.sites.setDocuments(
      context,
      params.clientId,
      params.explorerPageId,
      params.benefitType,
      body.documents,
    );
  }

  @Handles(R.explorerPagesByOwner)
  byOwner({ context, params }: RouteCall<typeof R.explorerPagesByOwner>) {
    return this.sites.byOwner(context, params.pageOwnerId);
  }

  @Handles(R.explorerPagesTransfer)
  transfer({ context, params }: RouteCall<typeof R.explorerPagesTransfer>) {
    return this.sites.transfer(context, params.currentPageOwnerId, params.newPageOwnerId);
  }
}
