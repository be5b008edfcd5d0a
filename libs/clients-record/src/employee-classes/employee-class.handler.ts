import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type EmployeeClassDto } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { EmployeeClassService } from './employee-class.service.js';

@Controller()
export class EmployeeClassHandler {
  constructor(private readonly classes: EmployeeClassService) {}

  @Handles(R.employeeClassesList)
  list({ context, params }: RouteCall<typeof R.employeeClassesList>): Promise<EmployeeClassDto[]> {
    return this.classes.list(context, params.clientId);
  }

  @Handles(R.employeeClassCreate)
  create({ context, params, body }: RouteCall<typeof R.employeeClassCreate>): Promise<EmployeeClassDto> {
    return this.classes.create(context, params.clientId, body);
  }

  @Handles(R.employeeClassUpdate)
  update({ context, params, body }: RouteCall<typeof R.employeeClassUpdate>): Promise<EmployeeClassDto> {
    return this.classes.update(context, params.clientId, params.employeeClassId, body);
  }

  @Handles(R.employeeClassDelete)
  async remove({ context, params }: RouteCall<typeof R.employeeClassDelete>): Promise<{ ok: true }> {
    await this.classes.remove(context, params.clientId, params.employeeClassId);
    return { ok: true };
  }

  @Handles(R.employeeClassDuplicate)
  duplicate({ context, params }: RouteCall<typeof R.employeeClassDuplicate>): Promise<EmployeeClassDto> {
    return this.classes.duplicate(context, params.clientId, params.employeeClassId);
  }
}
