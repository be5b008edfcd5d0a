import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import type { LocationDto } from './location.mapper.js';
import { LocationService } from './location.service.js';

@Controller()
export class LocationHandler {
  constructor(private readonly locations: LocationService) {}

  @Handles(R.locationsList)
  list({ context, params }: RouteCall<typeof R.locationsList>): Promise<LocationDto[]> {
    return this.locations.list(context, params.clientId);
  }

  @Handles(R.locationCreate)
  create({ context, params, body }: RouteCall<typeof R.locationCreate>): Promise<LocationDto> {
    return this.locations.create(context, params.clientId, body);
  }

  @Handles(R.locationUpdate)
  update({ context, params, body }: RouteCall<typeof R.locationUpdate>): Promise<LocationDto> {
    return this.locations.update(context, params.clientId, params.locationId, body);
  }

  @Handles(R.locationDelete)
  async remove({ context, params }: RouteCall<typeof R.locationDelete>): Promise<{ ok: true }> {
    await this.locations.remove(context, params.clientId, params.locationId);
    return { ok: true };
  }
}
