import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isStaff, keyedMessage, type LocationSave, type RequestContext } from '@onboard/contracts';
import { DomainError, type Caller, requireAccess } from '@onboard/server-kit';
import { ClientService } from '../clients/client.service.js';
import { Location } from './location.entity.js';
import { LocationReferences } from './location-references.js';
import { toLocationDto, type LocationDto } from './location.mapper.js';

/**
 * A client's locations (spec §7): offices, subsidiaries' sites and mailing addresses the EIF's records point
 * at. Staff and the client's own ben admins and brokers (spec §6: full control of own locations).
 */
@Injectable()
export class LocationService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly referrers: LocationReferences,
  ) {}

  async list(context: RequestContext, clientId: string): Promise<LocationDto[]> {
    requireAccess(context, 'read', 'location', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const rows = await this.em.find(Location, { client }, { orderBy: { name: 'asc', id: 'asc' } });
    return rows.map(toLocationDto);
  }

  async create(context: RequestContext, clientId: string, input: LocationSave): Promise<LocationDto> {
    const user = requireAccess(context, 'create', 'location', { clientId, named: true });
    mayPrefill(user, input);
    const client = await this.clients.owned(context, clientId);
    const location = this.em.create(Location, { client, ...fieldsOf(input) });
    await this.em.flush();
    return toLocationDto(location);
  }

  async update(
    context: RequestContext,
    clientId: string,
    locationId: string,
    input: LocationSave,
  ): Promise<LocationDto> {
    const user = requireAccess(context, 'update', 'location', { clientId, named: true });
    mayPrefill(user, input);
    const location = await this.one(context, clientId, locationId);
    this.em.assign(location, fieldsOf(input));
    await this.em.flush();
    return toLocationDto(location);
  }

  async remove(context: RequestContext, clientId: string, locationId: string): Promise<void> {
    requireAccess(context, 'delete', 'location', { clientId, named: true });
    const location = await this.one(context, clientId, locationId);
    // The contacts that managed it or had it as their location lose it, then the bills (decision 101), through
    // the ORM so that each change is recorded (the database's cascade and set-null would do it unseen).
    await this.referrers.releaseLocation(this.em, location);
    await this.em.remove(location).flush();
  }

  /** The client's location, or not found (another client's location is not found either). */
  private async one(context: RequestContext, clientId: string, locationId: string): Promise<Location> {
    const client = await this.clients.owned(context, clientId);
    const location = await this.em.findOne(Location, { id: locationId, client });
    if (!location) throw DomainError.notFound('Location');
    return location;
  }
}

/** Saving a location without its required details is staff's prefill (decision 098). */
function mayPrefill(user: Caller, input: LocationSave): void {
  if (input.prefill && !isStaff(user.role)) throw DomainError.forbidden(keyedMessage('onlyStaffPrefill'));
}

function fieldsOf(input: LocationSave) {
  return {
    name: input.name,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    locationType: input.locationType,
  };
}
