import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type TaskActivity } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { TaskEventsService } from './task-events.service.js';

@Controller()
export class TaskHandler {
  constructor(private readonly tasks: TaskEventsService) {}

  @Handles(R.taskActivity)
  activity({ context, params }: RouteCall<typeof R.taskActivity>): Promise<TaskActivity> {
    return this.tasks.activity(context, params.clientId, params.taskId);
  }

  @Handles(R.taskEvent)
  fire({ context, params, body }: RouteCall<typeof R.taskEvent>): Promise<TaskActivity> {
    return this.tasks.fire(context, params.clientId, params.taskId, body);
  }
}
