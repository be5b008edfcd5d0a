/** /client/{clientId}/audit-trail (hub layout): the client's audit trail, read only. */
export { HubAuditTrailPage as AuditTrailPage } from '../../features/eif/components/AuditTrailPage.js';
