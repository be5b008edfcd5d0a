import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type ContactRecordDto } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactHandler {
  constructor(private readonly contacts: ContactService) {}

  @Handles(R.contactsList)
  list({ context, params }: RouteCall<typeof R.contactsList>): Promise<ContactRecordDto[]> {
    return this.contacts.list(context, params.clientId);
  }

  @Handles(R.contactCreate)
  create({ context, params, body }: RouteCall<typeof R.contactCreate>): Promise<ContactRecordDto> {
    return this.contacts.create(context, params.clientId, body);
  }

  @Handles(R.contactUpdate)
  update({ context, params, body }: RouteCall<typeof R.contactUpdate>): Promise<ContactRecordDto> {
    return this.contacts.update(context, params.clientId, params.contactId, body);
  }

  @Handles(R.contactDelete)
  async remove({ context, params }: RouteCall<typeof R.contactDelete>): Promise<{ ok: true }> {
    await this.contacts.remove(context, params.clientId, params.contactId);
    return { ok: true };
  }
}
