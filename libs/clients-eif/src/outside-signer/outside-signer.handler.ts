import { Controller } from '@nestjs/common';
import {
  CLIENTS_ROUTES as R,
  type FileAnswer,
  type OutsideSigner,
  type OutsideSignerView,
  type SummaryDocumentDto,
} from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { OutsideSignerService } from './outside-signer.service.js';

@Controller()
export class OutsideSignerHandler {
  constructor(private readonly signers: OutsideSignerService) {}

  @Handles(R.outsideSignerGet)
  get({ context, params }: RouteCall<typeof R.outsideSignerGet>): Promise<OutsideSigner> {
    return this.signers.get(context, params.clientId);
  }

  @Handles(R.outsideSignerPut)
  put({ context, params, body }: RouteCall<typeof R.outsideSignerPut>): Promise<OutsideSigner> {
    return this.signers.put(context, params.clientId, body);
  }

  @Handles(R.outsideSignerDelete)
  remove({ context, params }: RouteCall<typeof R.outsideSignerDelete>): Promise<OutsideSigner> {
    return this.signers.remove(context, params.clientId);
  }

  @Handles(R.outsideSignerSend)
  send({ context, params, body }: RouteCall<typeof R.outsideSignerSend>): Promise<OutsideSigner> {
    return this.signers.send(context, params.clientId, body.action);
  }

  @Handles(R.outsideSignerView)
  view({ context }: RouteCall<typeof R.outsideSignerView>): Promise<OutsideSignerView> {
    return this.signers.view(context);
  }

  @Handles(R.outsideSignerSummary)
  summary({ context, query }: RouteCall<typeof R.outsideSignerSummary>): Promise<SummaryDocumentDto> {
    return this.signers.summary(context, { timeZone: query.tz, language: query.lang });
  }

  @Handles(R.outsideSignerPdf)
  pdf({ context, query }: RouteCall<typeof R.outsideSignerPdf>): Promise<FileAnswer> {
    return this.signers.pdf(context, { timeZone: query.tz, language: query.lang });
  }

  @Handles(R.outsideSignerSign)
  sign({ context, body }: RouteCall<typeof R.outsideSignerSign>): Promise<OutsideSignerView> {
    return this.signers.sign(context, body.confirm);
  }

  @Handles(R.outsideSignerAccept)
  accept({ context }: RouteCall<typeof R.outsideSignerAccept>): Promise<OutsideSignerView> {
    return this.signers.decide(context, 'accepted');
  }

  @Handles(R.outsideSignerDecline)
  decline({ context, body }: RouteCall<typeof R.outsideSignerDecline>): Promise<OutsideSignerView> {
    return this.signers.decide(context, 'declined', body.reason);
  }
}
