import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ServiceStatus } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { ServiceStatusService } from './service-status.service.js';

/** `clients.service-status.get`: `{jira}`, false meaning Jira is down (spec §7). */
@Controller()
export class ServiceStatusHandler {
  constructor(private readonly status: ServiceStatusService) {}

  @MessagePattern(SUBJECTS.clients.serviceStatus)
  get(@Payload() message: unknown): Promise<ServiceStatus> {
    parseRpc(message, z.object({}).strict());
    return this.status.current();
  }
}
