import { isStaff, keyedMessage, type Principal } from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { Client } from '@onboard/clients-record';

/**
 * The client's authorized signer (decision 094): its ben admin, or its broker when the broker signs (spec §6,
 * brokerAsAuthorizedSigner); staff never sign for the employer. Signing the EIF and deciding on changes made
 * after it both ask this; anyone else hears "Only the authorized signer can sign the EIF".
 */
export function assertAuthorizedSigner(caller: Principal, client: Client): void {
  if (isStaff(caller.role)) throw DomainError.forbidden(keyedMessage('notAuthorizedSigner'));
  const signerRole = client.brokerAsAuthorizedSigner ? 'BROKER' : 'BEN_ADMIN';
  if (caller.role !== signerRole || !caller.clientIds.includes(client.id)) {
    throw DomainError.forbidden(keyedMessage('notAuthorizedSigner'));
  }
}
