import { Controller } from '@nestjs/common';
import { type ServiceStatus, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles } from '@onboard/server-kit';
import { ServiceStatusService } from './service-status.service.js';

/** `clients.service-status.get`: `{jira}`, false meaning Jira is down (spec §7). */
@Controller()
export class ServiceStatusHandler {
  constructor(private readonly status: ServiceStatusService) {}

  @Handles(R.serviceStatus)
  get(): Promise<ServiceStatus> {
    return this.status.current();
  }
}
