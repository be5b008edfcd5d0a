import { Controller } from '@nestjs/common';
import {
  CLIENTS_ROUTES as R,
  type EifAnswers,
  type EifAnswersSaved,
  type EifSettings,
} from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { EifAnswersService } from './eif-answers.service.js';

@Controller()
export class EifAnswersHandler {
  constructor(private readonly eif: EifAnswersService) {}

  @Handles(R.eifAnswersGet)
  answers({ context, params }: RouteCall<typeof R.eifAnswersGet>): Promise<EifAnswers> {
    return this.eif.answers(context, params.clientId);
  }

  @Handles(R.eifSign)
  sign({ context, params, body }: RouteCall<typeof R.eifSign>): Promise<EifSettings> {
    return this.eif.sign(context, params.clientId, body.confirm);
  }

  @Handles(R.eifAnswersSave)
  save({ context, params, body }: RouteCall<typeof R.eifAnswersSave>): Promise<EifAnswersSaved> {
    return this.eif.save(context, params.clientId, body);
  }
}
