import { Controller } from '@nestjs/common';
import { DOCUMENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { CensusService } from './census.service.js';

/** The census calls of spec §7 and the pages' own (mapping, report, fix table); decision 120. */
@Controller()
export class CensusHandler {
  constructor(private readonly census: CensusService) {}

  @Handles(R.censusList)
  list({ context, params }: RouteCall<typeof R.censusList>) {
    return this.census.list(context, params.clientId, params.policyId);
  }

  @Handles(R.censusValidateSubmit)
  validateSubmit({ context, params }: RouteCall<typeof R.censusValidateSubmit>) {
    return this.census.validateSubmit(context, params.clientId, params.policyId);
  }

  @Handles(R.censusSubmit)
  submit({ context, params, body }: RouteCall<typeof R.censusSubmit>) {
    return this.census.submit(context, params.clientId, params.policyId, body.documentId);
  }

  @Handles(R.censusFile)
  file({ context, params }: RouteCall<typeof R.censusFile>) {
    return this.census.file(context, params.clientId, params.policyId, params.documentId);
  }

  @Handles(R.censusMappingPut)
  mappingPut({ context, params, body }: RouteCall<typeof R.censusMappingPut>) {
    return this.census.mappingPut(context, params.clientId, params.policyId, params.documentId, body);
  }

  @Handles(R.censusReport)
  report({ context, params, query }: RouteCall<typeof R.censusReport>) {
    return this.census.report(context, params.clientId, params.policyId, params.documentId, query);
  }

  @Handles(R.censusReportCsv)
  reportCsv({ context, params }: RouteCall<typeof R.censusReportCsv>) {
    return this.census.reportCsv(context, params.clientId, params.policyId, params.documentId);
  }

  @Handles(R.censusRows)
  rows({ context, params }: RouteCall<typeof R.censusRows>) {
    return this.census.rows(context, params.clientId, params.policyId, params.documentId);
  }

  @Handles(R.censusRowsPut)
  rowsPut({ context, params, body }: RouteCall<typeof R.censusRowsPut>) {
    return this.census.rowsPut(context, params.clientId, params.policyId, params.documentId, body);
  }
}
