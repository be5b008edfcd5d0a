import { BenAdminPlatform } from './ben-admin-platforms/ben-admin-platform.entity.js';
import { Bill } from './bills/bill.entity.js';
import { BillLocation } from './bills/bill-location.entity.js';
import { ClientCall } from './calls/client-call.entity.js';
import { ClientError } from './client-errors/client-error.entity.js';
import { Client } from './clients/client.entity.js';
import { Carrier } from './owner/carrier.entity.js';
import { Contact } from './contacts/contact.entity.js';
import {
  AdditionalCompensation,
  MonthlyClaimsReportMailingLocation,
  Subsidiary,
} from './eif-records/eif-records.entities.js';
import { ContactLocation } from './contacts/contact-location.entity.js';
import { EmployeeClass } from './employee-classes/employee-class.entity.js';
import { EmployeeClassPlan } from './employee-classes/employee-class-plan.entity.js';
import { EifFieldVersion } from './eif/eif-field-version.entity.js';
import { Location } from './locations/location.entity.js';
import { OutsideSignerLink } from './outside-signer/outside-signer-link.entity.js';
import { Plan } from './policies-plans/plan.entity.js';
import { Policy } from './policies-plans/policy.entity.js';
import { ClientSetupStep } from './setup/client-setup-step.entity.js';
import { SpdAcknowledgement } from './spd-acknowledgements/spd-acknowledgement.entity.js';
import { Task } from './tasks/task.entity.js';
import { TaskEventRecord } from './tasks/task-event.entity.js';
import { ClientResource, ClientResourceSeen } from './resources/client-resource.entity.js';

/** Every table the clients service owns, one aggregate a folder; MikroORM discovers them from this list. */
export const CLIENT_ENTITIES = [
  Client,
  ClientSetupStep,
  ClientError,
  Policy,
  Plan,
  Contact,
  Location,
  Task,
  TaskEventRecord,
  BenAdminPlatform,
  EifFieldVersion,
  EmployeeClass,
  EmployeeClassPlan,
  ContactLocation,
  Subsidiary,
  MonthlyClaimsReportMailingLocation,
  AdditionalCompensation,
  Bill,
  BillLocation,
  OutsideSignerLink,
  SpdAcknowledgement,
  ClientCall,
  ClientResource,
  ClientResourceSeen,
  Carrier,
];
