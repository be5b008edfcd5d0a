import { Controller } from '@nestjs/common';
import { DOCUMENTS_ROUTES as R, INTERNAL } from '@onboard/contracts';
import { Handles, type InternalCallOf, type RouteCall } from '@onboard/server-kit';
import { OnboardingFormService } from './onboarding-form.service.js';

/** The onboarding forms' calls (spec §7) and the provider's webhook. */
@Controller()
export class OnboardingFormHandler {
  constructor(private readonly forms: OnboardingFormService) {}

  @Handles(R.onboardingFormList)
  list({ context, params }: RouteCall<typeof R.onboardingFormList>) {
    return this.forms.list(context, params.clientId);
  }

  @Handles(R.onboardingFormCreate)
  create({ context, params, body }: RouteCall<typeof R.onboardingFormCreate>) {
    return this.forms.create(context, params.clientId, body);
  }

  @Handles(R.onboardingFormTemplates)
  templates({ context, params }: RouteCall<typeof R.onboardingFormTemplates>) {
    return this.forms.templates(context, params.clientId);
  }

  @Handles(R.onboardingFormTemplate)
  template({ context, params }: RouteCall<typeof R.onboardingFormTemplate>) {
    return this.forms.template(context, params.clientId, params.templateId);
  }

  @Handles(R.onboardingFormGet)
  get({ context, params }: RouteCall<typeof R.onboardingFormGet>) {
    return this.forms.get(context, params.clientId, params.formId);
  }

  @Handles(R.onboardingFormReadyToSign)
  readyToSign({ context, params }: RouteCall<typeof R.onboardingFormReadyToSign>) {
    return this.forms.readyToSign(context, params.clientId, params.formId);
  }

  @Handles(R.onboardingFormEmbeddedView)
  embeddedView({ context, params, body }: RouteCall<typeof R.onboardingFormEmbeddedView>) {
    return this.forms.embeddedView(context, params.clientId, params.formId, body);
  }

  @Handles(R.onboardingFormEmbeddedViewAction)
  embeddedViewAction({ context, params, body }: RouteCall<typeof R.onboardingFormEmbeddedViewAction>) {
    return this.forms.embeddedViewAction(context, params.clientId, params.formId, body);
  }

  @Handles(R.onboardingFormSync)
  sync({ context, params }: RouteCall<typeof R.onboardingFormSync>) {
    return this.forms.sync(context, params.clientId, params.formId);
  }

  @Handles(R.onboardingFormDownload)
  download({ context, params }: RouteCall<typeof R.onboardingFormDownload>) {
    return this.forms.download(context, params.clientId, params.formId);
  }

  @Handles(R.onboardingFormDownloadDocument)
  downloadDocument({ context, params }: RouteCall<typeof R.onboardingFormDownloadDocument>) {
    return this.forms.download(context, params.clientId, params.formId, params.documentId);
  }

  @Handles(R.onboardingFormDelete)
  remove({ context, params }: RouteCall<typeof R.onboardingFormDelete>) {
    return this.forms.remove(context, params.clientId, params.formId);
  }

  @Handles(R.onboardingFormReassign)
  reassign({ context, params, body }: RouteCall<typeof R.onboardingFormReassign>) {
    return this.forms.reassign(context, params.clientId, params.formId, body);
  }

  @Handles(R.onboardingFormRecipient)
  recipient({ context, params }: RouteCall<typeof R.onboardingFormRecipient>) {
    return this.forms.recipient(context, params.clientId, params.formId);
  }

  @Handles(R.onboardingFormLockStatus)
  lockStatus({ context, params }: RouteCall<typeof R.onboardingFormLockStatus>) {
    return this.forms.lockStatus(context, params.clientId, params.formId);
  }

  /** The provider's webhook, from the gateway (no user: the signature is the check). */
  @Handles(INTERNAL.documents.esignConnectEvent)
  connectEvent({ context, payload }: InternalCallOf<typeof INTERNAL.documents.esignConnectEvent>) {
    return this.forms.connectEvent(context, payload);
  }
}
