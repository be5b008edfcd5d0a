import { Controller } from '@nestjs/common';
import {
  CLIENTS_ROUTES as R,
  type AdditionalCompensationDto,
  type ClaimsReportMailingDto,
  type SubsidiaryDto,
} from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { EifRecordsService } from './eif-records.service.js';

@Controller()
export class EifRecordsHandler {
  constructor(private readonly records: EifRecordsService) {}

  @Handles(R.subsidiariesList)
  subsidiaries({ context, params }: RouteCall<typeof R.subsidiariesList>): Promise<SubsidiaryDto[]> {
    return this.records.subsidiaries(context, params.clientId);
  }

  @Handles(R.subsidiaryCreate)
  create({ context, params, body }: RouteCall<typeof R.subsidiaryCreate>): Promise<SubsidiaryDto> {
    return this.records.createSubsidiary(context, params.clientId, body);
  }

  @Handles(R.subsidiaryUpdate)
  update({ context, params, body }: RouteCall<typeof R.subsidiaryUpdate>): Promise<SubsidiaryDto> {
    return this.records.updateSubsidiary(context, params.clientId, params.subsidiaryId, body);
  }

  @Handles(R.subsidiaryDelete)
  async remove({ context, params }: RouteCall<typeof R.subsidiaryDelete>): Promise<{ ok: true }> {
    await this.records.deleteSubsidiary(context, params.clientId, params.subsidiaryId);
    return { ok: true };
  }

  @Handles(R.claimsReportMailingGet)
  mailing({ context, params }: RouteCall<typeof R.claimsReportMailingGet>): Promise<ClaimsReportMailingDto> {
    return this.records.claimsReportMailing(context, params.clientId);
  }

  @Handles(R.claimsReportMailingPut)
  setMailing({
    context,
    params,
    body,
  }: RouteCall<typeof R.claimsReportMailingPut>): Promise<ClaimsReportMailingDto> {
    return this.records.setClaimsReportMailing(context, params.clientId, body);
  }

  @Handles(R.additionalCompensationsGet)
  compensations({
    context,
    params,
  }: RouteCall<typeof R.additionalCompensationsGet>): Promise<AdditionalCompensationDto[]> {
    return this.records.additionalCompensations(context, params.clientId);
  }

  @Handles(R.additionalCompensationsPut)
  setCompensations({
    context,
    params,
    body,
  }: RouteCall<typeof R.additionalCompensationsPut>): Promise<AdditionalCompensationDto[]> {
    return this.records.setAdditionalCompensations(context, params.clientId, body);
  }
}
