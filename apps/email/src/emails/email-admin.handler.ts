import { Controller } from '@nestjs/common';
import { EMAIL_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { EmailAdminService } from './email-admin.service.js';

/** The e-mails pages' calls (spec §7 Emails). */
@Controller()
export class EmailAdminHandler {
  constructor(private readonly emails: EmailAdminService) {}

  @Handles(R.emailList)
  list({ context, query }: RouteCall<typeof R.emailList>) {
    return this.emails.list(context, query);
  }

  @Handles(R.emailCount)
  count({ context, query }: RouteCall<typeof R.emailCount>) {
    return this.emails.count(context, query);
  }

  @Handles(R.emailGet)
  get({ context, params }: RouteCall<typeof R.emailGet>) {
    return this.emails.get(context, params.emailId);
  }

  @Handles(R.emailResend)
  resend({ context, params, body }: RouteCall<typeof R.emailResend>) {
    return this.emails.resend(context, params.emailId, body);
  }

  @Handles(R.emailResendRejected)
  resendRejected({ context, body }: RouteCall<typeof R.emailResendRejected>) {
    return this.emails.resendRejected(context, body);
  }
}
