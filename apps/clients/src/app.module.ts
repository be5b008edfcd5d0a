import { Module } from '@nestjs/common';
import { CensusHandler } from './census/census.handler.js';
import { ENV, loadConfig } from '@onboard/server-kit';
import { BenAdminPlatformHandler } from './ben-admin-platforms/ben-admin-platform.handler.js';
import { BenAdminPlatformService } from './ben-admin-platforms/ben-admin-platform.service.js';
import { CLIENTS_CONFIG, clientsEnv } from './clients.config.js';
import { ClientSummaryHandler } from './clients/client-summary.handler.js';
import { ActivationEmailsListener } from './setup/activation-emails.listener.js';
import { ClientSyncHandler } from './clients/client-sync.handler.js';
import { ClientSyncService } from './clients/client-sync.service.js';
import { ClientHandler } from './clients/client.handler.js';
import { ClientService } from './clients/client.service.js';
import { IdentityDirectory } from './clients/identity-directory.js';
import { ConfigurationModule } from './configuration/configuration.module.js';
import {
  ExplorerSiteClientHandler,
  ExplorerSiteClientService,
} from './explorer/explorer-site-client.handler.js';
import { FeatureTogglesHandler } from './feature-toggles/feature-toggles.handler.js';
import { FeatureTogglesService } from './feature-toggles/feature-toggles.service.js';
import { EifAnswersHandler } from './eif/eif-answers.handler.js';
import { EifAnswersService } from './eif/eif-answers.service.js';
import { DeifChangesHandler } from './deif-changes/deif-changes.handler.js';
import { DeifChangesService } from './deif-changes/deif-changes.service.js';
import { OutsideSignerHandler } from './outside-signer/outside-signer.handler.js';
import { OutsideSignerService } from './outside-signer/outside-signer.service.js';
import { ChangeLogService } from './deif-changes/change-log.service.js';
import { EifSummaryService } from './eif/eif-summary.service.js';
import { EifRecordsHandler } from './eif-records/eif-records.handler.js';
import { EifRecordsService } from './eif-records/eif-records.service.js';
import { LocationHandler } from './locations/location.handler.js';
import { LocationService } from './locations/location.service.js';
import { EmployeeClassHandler } from './employee-classes/employee-class.handler.js';
import { EmployeeClassService } from './employee-classes/employee-class.service.js';
import { EmployeeClassPlanHandler } from './employee-classes/employee-class-plan.handler.js';
import { EmployeeClassPlanService } from './employee-classes/employee-class-plan.service.js';
import { ContactHandler } from './contacts/contact.handler.js';
import { ContactService } from './contacts/contact.service.js';
import { BillHandler } from './bills/bill.handler.js';
import { BillService } from './bills/bill.service.js';
import { SpdAcknowledgementHandler } from './spd-acknowledgements/spd-acknowledgement.handler.js';
import { SpdAcknowledgementService } from './spd-acknowledgements/spd-acknowledgement.service.js';
import { ClientCallHandler } from './calls/client-call.handler.js';
import { ClientCallService } from './calls/client-call.service.js';
import { ClientResourceHandler } from './resources/client-resource.handler.js';
import { ClientResourceService } from './resources/client-resource.service.js';
import { EnrollmentHandler } from './enrollment/enrollment.handler.js';
import { EnrollmentService } from './enrollment/enrollment.service.js';
import { JiraModule } from './jira/jira.module.js';
import { PlanHandler } from './policies-plans/plan.handler.js';
import { PlanService } from './policies-plans/plan.service.js';
import { SetupHandler } from './setup/setup.handler.js';
import { SetupService } from './setup/setup.service.js';
import { ServiceStatusModule } from './status/status.module.js';
import { WelcomeFlowHandler } from './welcome-flow/welcome-flow.handler.js';
import { WelcomeFlowService } from './welcome-flow/welcome-flow.service.js';
import { TaskHandler } from './tasks/task.handler.js';
import { TaskEventsService } from './tasks/task-events.service.js';
import { TaskFireHandler } from './tasks/task-fire.handler.js';
import { TaskDocumentsHandler } from './tasks/task-documents.handler.js';
import { OwnerOperationsHandler } from './owner/owner-operations.handler.js';
import { OwnerOperationsService } from './owner/owner-operations.service.js';
import { ClientQpsHandler } from './qps/client-qps.handler.js';
import { ClientQpsService } from './qps/client-qps.service.js';

/** One folder per aggregate: its entity, service, NATS handler and mappers (see README, clients service). */
@Module({
  imports: [JiraModule, ServiceStatusModule, ConfigurationModule],
  controllers: [
    ClientQpsHandler,
    CensusHandler,
    TaskFireHandler,
    TaskDocumentsHandler,
    DeifChangesHandler,
    OutsideSignerHandler,
    BenAdminPlatformHandler,
    ClientHandler,
    EifAnswersHandler,
    EifRecordsHandler,
    LocationHandler,
    EmployeeClassHandler,
    EmployeeClassPlanHandler,
    ContactHandler,
    BillHandler,
    SpdAcknowledgementHandler,
    ClientCallHandler,
    ClientResourceHandler,
    EnrollmentHandler,
    ClientSummaryHandler,
    ClientSyncHandler,
    FeatureTogglesHandler,
    ExplorerSiteClientHandler,
    PlanHandler,
    SetupHandler,
    WelcomeFlowHandler,
    ActivationEmailsListener,
    TaskHandler,
    OwnerOperationsHandler,
  ],
  providers: [
    ClientQpsService,
    DeifChangesService,
    OutsideSignerService,
    ChangeLogService,
    {
      provide: CLIENTS_CONFIG,
      inject: [ENV],
      useFactory: (env: Record<string, string | undefined>) => loadConfig(clientsEnv, env),
    },
    BenAdminPlatformService,
    ClientService,
    ClientSyncService,
    EifAnswersService,
    EifSummaryService,
    EifRecordsService,
    LocationService,
    EmployeeClassService,
    EmployeeClassPlanService,
    ContactService,
    BillService,
    SpdAcknowledgementService,
    ClientCallService,
    ClientResourceService,
    EnrollmentService,
    FeatureTogglesService,
    ExplorerSiteClientService,
    IdentityDirectory,
    PlanService,
    SetupService,
    WelcomeFlowService,
    TaskEventsService,
    OwnerOperationsService,
  ],
})
export class ClientsModule {}
