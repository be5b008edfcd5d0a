import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { QPS_ROUTES as R, SUBJECTS, type QpsCase } from '@onboard/contracts';
import { Handles, parseRpc, type RouteCall } from '@onboard/server-kit';
import { z } from 'zod';
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
  @MessagePattern(SUBJECTS.qps.caseGet)
  caseGet(@Payload() message: unknown): Promise<QpsCase> {
    const { payload } = parseRpc(message, z.object({ caseId: z.string().min(1).max(50) }));
    return this.apiJobs.caseOf(payload.caseId);
  }
}
