import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type FileAnswer } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { EifSummaryService } from './eif-summary.service.js';

@Controller()
export class EifSummaryHandler {
  constructor(private readonly summary: EifSummaryService) {}

  @Handles(R.eifSummaryPdf)
  summaryPdf({ context, params, query }: RouteCall<typeof R.eifSummaryPdf>): Promise<FileAnswer> {
    return this.summary.pdf(context, params.clientId, { timeZone: query.tz, language: query.lang });
  }
}
