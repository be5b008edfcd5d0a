import { Module } from '@nestjs/common';
import { ENV, loadConfig } from '@onboard/server-kit';
import { JiraAdapter } from './jira.adapter.js';
import { JIRA_CONFIG, jiraEnv } from './jira.config.js';
import { TicketInfoHandler } from './ticket-info.handler.js';

/** The Jira adapter (exported for the service status) and the ticket-info handler. */
@Module({
  controllers: [TicketInfoHandler],
  providers: [
    {
      provide: JIRA_CONFIG,
      inject: [ENV],
      useFactory: (env: Record<string, string | undefined>) => loadConfig(jiraEnv, env),
    },
    JiraAdapter,
  ],
  exports: [JiraAdapter],
})
export class JiraModule {}
