import { Controller } from '@nestjs/common';
import { EXPLORER_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { ExplorerPublicService } from './explorer-public.service.js';

/** The explorer's public calls (explorer spec §7; decisions 167-170): no sign-in. */
@Controller()
export class ExplorerPublicHandler {
  constructor(private readonly pages: ExplorerPublicService) {}

  @Handles(R.explorerPublicPage)
  page({ context, params, query }: RouteCall<typeof R.explorerPublicPage>) {
    return this.pages.page(context, params.explorerPageId, query.demoEnrollmentStatus);
  }

  @Handles(R.explorerPublicDocument)
  document({ context, params }: RouteCall<typeof R.explorerPublicDocument>) {
    return this.pages.document(context, params.explorerPageId, params.documentId);
  }

  @Handles(R.explorerLeadSend)
  lead({ context, body }: RouteCall<typeof R.explorerLeadSend>) {
    return this.pages.lead(context, body);
  }

  @Handles(R.explorerShareSend)
  share({ context, params, body }: RouteCall<typeof R.explorerShareSend>) {
    return this.pages.share(context, params.explorerPageId, body);
  }
}
