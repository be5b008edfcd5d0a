import { Migration20261122000000Init } from './Migration20261122000000_init.js';
import { Migration20261122164652ClientCore } from './Migration20261122164652_client_core.js';
import { Migration20261122171157ClientListIndex } from './Migration20261122171157_client_list_index.js';
import { Migration20261122174348Locations } from './Migration20261122174348_locations.js';
import { Migration20261123180000SetupFollowsSteps } from './Migration20261123180000_setup_follows_steps.js';
import { Migration20261123220000ChangeRecords } from './Migration20261123220000_change_records.js';
import { Migration20261124141618EifAnswers } from './Migration20261124141618_eif_answers.js';
import { Migration20261124155255EmployeeClasses } from './Migration20261124155255_employee_classes.js';
import { Migration20261125091211Contacts } from './Migration20261125091211_contacts.js';
import { Migration20261125102357Bills } from './Migration20261125102357_bills.js';
import { Migration20261125092804EmployeeClassPlans } from './Migration20261125092804_employee_class_plans.js';
import { Migration20261125124036DeifReview } from './Migration20261125124036_deif_review.js';
import { Migration20261125121952LocationPrefill } from './Migration20261125121952_location_prefill.js';
import { Migration20261125095923EifRecords } from './Migration20261125095923_eif_records.js';
import { Migration20261125155958OutsideSigner } from './Migration20261125155958_OutsideSigner.js';
import { Migration20261126055213TaskEvents } from './Migration20261126055213_TaskEvents.js';
import { Migration20261126055336SpdAcknowledgements } from './Migration20261126055336_SpdAcknowledgements.js';
import { Migration20261126055425ClientCalls } from './Migration20261126055425_ClientCalls.js';
import { Migration20261126055537EnrollmentResources } from './Migration20261126055537_EnrollmentResources.js';
import { Migration20261126090745OwnerOperations } from './Migration20261126090745_OwnerOperations.js';
import { Migration20261126090925QpsPolicyPlanFields } from './Migration20261126090925_QpsPolicyPlanFields.js';
import { Migration20261129060000ResourceSpanishTitle } from './Migration20261129060000_ResourceSpanishTitle.js';
import { Migration20261129160000OutsideSignerSender } from './Migration20261129160000_OutsideSignerSender.js';
import { Migration20261130080000ClientRowSecurity } from './Migration20261130080000_ClientRowSecurity.js';
import { Migration20261130090000EmployeeClassPlanClient } from './Migration20261130090000_EmployeeClassPlanClient.js';
import { Migration20261130091000ChangeRecordClient } from './Migration20261130091000_ChangeRecordClient.js';

/** In order of application. A new migration is appended; an applied one is never edited. */
export const MIGRATIONS = [
  Migration20261122000000Init,
  Migration20261122164652ClientCore,
  Migration20261122171157ClientListIndex,
  Migration20261122174348Locations,
  Migration20261123180000SetupFollowsSteps,
  Migration20261123220000ChangeRecords,
  Migration20261124141618EifAnswers,
  Migration20261124155255EmployeeClasses,
  Migration20261125091211Contacts,
  Migration20261125092804EmployeeClassPlans,
  Migration20261125095923EifRecords,
  Migration20261125102357Bills,
  Migration20261125121952LocationPrefill,
  Migration20261125124036DeifReview,
  Migration20261125155958OutsideSigner,
  Migration20261126055213TaskEvents,
  Migration20261126055336SpdAcknowledgements,
  Migration20261126055425ClientCalls,
  Migration20261126055537EnrollmentResources,
  Migration20261126090745OwnerOperations,
  Migration20261126090925QpsPolicyPlanFields,
  Migration20261129060000ResourceSpanishTitle,
  Migration20261129160000OutsideSignerSender,
  Migration20261130080000ClientRowSecurity,
  Migration20261130090000EmployeeClassPlanClient,
  Migration20261130091000ChangeRecordClient,
];
