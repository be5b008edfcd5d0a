/** /clients/admin/{clientId}/manage/audit-trail (internal layout): a client's audit trail, for staff. */
export { StaffAuditTrailPage as ClientAuditTrailPage } from '../features/eif/components/AuditTrailPage.js';
