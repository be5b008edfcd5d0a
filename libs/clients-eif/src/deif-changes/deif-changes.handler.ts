import { Controller } from '@nestjs/common';
import {
  CLIENTS_ROUTES as R,
  type ChangeLogPage,
  type DeifChanges,
  type FileAnswer,
  type UndoIcEdits,
} from '@onboard/contracts';
import { ChangeLogService } from './change-log.service.js';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { DeifChangesService } from './deif-changes.service.js';

@Controller()
export class DeifChangesHandler {
  constructor(
    private readonly deif: DeifChangesService,
    private readonly log: ChangeLogService,
  ) {}

  @Handles(R.changeLog)
  changeLog({ context, params, query }: RouteCall<typeof R.changeLog>): Promise<ChangeLogPage> {
    return this.log.page(context, params.clientId, query);
  }

  @Handles(R.changeLogCsv)
  changeLogCsv({ context, params, query }: RouteCall<typeof R.changeLogCsv>): Promise<FileAnswer> {
    return this.log.csv(context, params.clientId, query);
  }

  @Handles(R.deifChanges)
  changes({ context, params }: RouteCall<typeof R.deifChanges>): Promise<DeifChanges> {
    return this.deif.changes(context, params.clientId);
  }

  @Handles(R.deifReadyForReview)
  readyForReview({ context, params }: RouteCall<typeof R.deifReadyForReview>): Promise<DeifChanges> {
    return this.deif.readyForReview(context, params.clientId);
  }

  @Handles(R.deifAccept)
  accept({ context, params }: RouteCall<typeof R.deifAccept>): Promise<DeifChanges> {
    return this.deif.accept(context, params.clientId);
  }

  @Handles(R.deifDecline)
  decline({ context, params, body }: RouteCall<typeof R.deifDecline>): Promise<DeifChanges> {
    return this.deif.decline(context, params.clientId, body.reason);
  }

  @Handles(R.undoIcEdits)
  undo({ context, params }: RouteCall<typeof R.undoIcEdits>): Promise<UndoIcEdits> {
    return this.deif.undoImplementerEdits(context, params.clientId);
  }
}
