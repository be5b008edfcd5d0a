import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type ClientResourceDto } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { ClientResourceService } from './client-resource.service.js';

@Controller()
export class ClientResourceHandler {
  constructor(private readonly resources: ClientResourceService) {}

  @Handles(R.resourcesList)
  list({ context, params, query }: RouteCall<typeof R.resourcesList>): Promise<ClientResourceDto[]> {
    return this.resources.list(context, params.clientId, query);
  }

  @Handles(R.resourceCreate)
  create({ context, params, body }: RouteCall<typeof R.resourceCreate>): Promise<ClientResourceDto> {
    return this.resources.create(context, params.clientId, body);
  }

  @Handles(R.resourceUpdate)
  update({ context, params, body }: RouteCall<typeof R.resourceUpdate>): Promise<ClientResourceDto> {
    return this.resources.update(context, params.clientId, params.resourceId, body);
  }

  @Handles(R.resourceDelete)
  remove({ context, params }: RouteCall<typeof R.resourceDelete>): Promise<{ ok: true }> {
    return this.resources.remove(context, params.clientId, params.resourceId);
  }

  @Handles(R.resourceSeen)
  seen({ context, params }: RouteCall<typeof R.resourceSeen>): Promise<ClientResourceDto> {
    return this.resources.markSeen(context, params.clientId, params.resourceId);
  }
}
