import { Inject, Injectable } from '@nestjs/common';
import type { ServiceStatus } from '@onboard/contracts';
import { LOGGER, type Logger } from '@onboard/server-kit';
import { JiraAdapter } from '../jira/jira.adapter.js';
import { SERVICE_STATUS_CONFIG, type ServiceStatusConfig } from './status.config.js';

/**
 * Whether the outside systems staff depend on answer: today Jira (`jira: false` shows the banner of spec §2).
 * Kept in this replica's memory: an "up" answer for SERVICE_STATUS_CACHE_MS (5 minutes, spec §9), a "down"
 * answer only for SERVICE_STATUS_RETRY_MS (30 s), so the banner clears soon after Jira returns while a
 * healthy Jira is asked at most once per 5 minutes per replica. Concurrent callers share one check.
 */
@Injectable()
export class ServiceStatusService {
  private cached: { status: ServiceStatus; until: number } | undefined;
  private checking: Promise<ServiceStatus> | undefined;

  constructor(
    private readonly jira: JiraAdapter,
    @Inject(SERVICE_STATUS_CONFIG) private readonly config: ServiceStatusConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  current(): Promise<ServiceStatus> {
    if (this.cached && Date.now() < this.cached.until) return Promise.resolve(this.cached.status);
    this.checking ??= this.check().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async check(): Promise<ServiceStatus> {
    const jira = await this.jira.isUp();
    const previous = this.cached?.status.jira;
    if (previous !== undefined && previous !== jira) {
      if (jira) this.logger.info('Jira is answering again');
      else this.logger.warn('Jira is down');
    }
    const ttl = jira ? this.config.SERVICE_STATUS_CACHE_MS : this.config.SERVICE_STATUS_RETRY_MS;
    const status: ServiceStatus = { jira };
    this.cached = { status, until: Date.now() + ttl };
    return status;
  }
}
