import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Client } from './client.entity.js';

/**
 * The client's row read again and locked for the rest of `tx`'s transaction: what is decided from its state (a
 * signature, a review, the steps viewed) is decided one caller after the other. The ORM's client scope applies
 * (a client outside it is not found). `lockClient` (client.queries) takes the same lock without reading the row.
 */
export function lockedClient(tx: EntityManager, clientId: string): Promise<Client> {
  return tx.findOneOrFail(Client, { id: clientId }, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
}
