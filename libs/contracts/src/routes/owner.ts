import { allow, defineCalls, type CacheTag } from './define.js';
import type { OwnerSchemas } from './owner.schemas.js';

/**
 * The owner-only operations of spec §6 (decisions 141–144): the HTTP half, served by the clients service.
 * Owners alone call them (resource `owner-operations`); staff read the carriers list.
 */

const clientTag = (clientId: string): CacheTag => ({ type: 'Client', id: clientId });
const CARRIERS: CacheTag = { type: 'Carrier', id: 'LIST' };

export const OWNER_CALLS = defineCalls<OwnerSchemas>()('clients', {
  ownerEmailSend: {
    method: 'POST',
    path: '/clients/:clientId/owner-emails',
    // 200, not 201: the same call the same day answers the e-mail already sent.
    status: 200,
    access: allow('create', 'owner-operations'),
    // The sent dates show on the client; the e-mail joins the e-mails list.
    invalidates: ({ params }) => [clientTag(params.clientId), { type: 'Email', id: 'LIST' }],
  },
  phaseChangeStatusPut: {
    method: 'PUT',
    path: '/clients/:clientId/phase-change-status',
    access: allow('update', 'owner-operations'),
    invalidates: ({ params }) => [clientTag(params.clientId)],
  },
  purgeQaData: {
    method: 'POST',
    path: '/owner/purge-qa-data',
    status: 200,
    access: allow('delete', 'owner-operations'),
    timeoutMs: 60_000,
    invalidates: () => [{ type: 'Client', id: 'LIST' }],
  },
  carrierList: {
    method: 'GET',
    path: '/carriers',
    access: allow('read', 'client-setup'),
    provides: () => [CARRIERS],
  },
  carrierCreate: {
    method: 'POST',
    path: '/carriers',
    access: allow('create', 'owner-operations'),
    invalidates: () => [CARRIERS],
  },
  carrierUpdate: {
    method: 'PUT',
    path: '/carriers/:carrierId',
    access: allow('update', 'owner-operations'),
    invalidates: () => [CARRIERS],
  },
  carrierDelete: {
    method: 'DELETE',
    path: '/carriers/:carrierId',
    access: allow('delete', 'owner-operations'),
    invalidates: () => [CARRIERS],
  },
});
