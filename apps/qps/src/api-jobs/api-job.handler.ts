import { Controller } from '@nestjs/common';
import { INTERNAL, QPS_ROUTES as R, type QpsCase } from '@onboard/contracts';
import { Handles, type InternalCallOf, type RouteCall } from '@onboard/server-kit';
import { ApiJobService } from './api-job.service.js';

/** QPS calls (spec §7 QPS and jobs) and the case read the clients service asks for (decision 147). */
@Controller()
export class ApiJobHandler {
  constructor(private readonly apiJobs: ApiJobService) {}

  @Handles(R.qpsPlanDesignInfo)
  planDesignInfo({ context, params }: RouteCall<typeof R.qpsPlanDesignInfo>) {
    return this.apiJobs.planDesignInfo(context, params.clientId);
  }

  @Handles(R.qpsAsyncPush)
  asyncPush({ context, params, body }: RouteCall<typeof R.qpsAsyncPush>) {
    return this.apiJobs.asyncPush(context, params.clientId, body);
  }

  @Handles(R.apiJobList)
  list({ context, query }: RouteCall<typeof R.apiJobList>) {
    return this.apiJobs.list(context, query);
  }

  /** The clients service's client-from-qps and import-from-qps (which check the caller themselves). */
  @Handles(INTERNAL.qps.caseGet)
  caseGet({ payload }: InternalCallOf<typeof INTERNAL.qps.caseGet>): Promise<QpsCase> {
    return this.apiJobs.caseOf(payload.caseId);
  }
}
