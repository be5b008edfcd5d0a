import {
  EMAILS_CALLS as E,
  type EmailDetail,
  type EmailListQuery,
  type EmailPage,
  type EmailSummary,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

export type { EmailDetail, EmailListQuery, EmailPage, EmailSummary };

/** The e-mails of the outbox (spec §7 Emails), from the route table. */
export const emailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEmails: build.query<EmailPage, EmailListQuery>(routeQuery(E.emailList, (query) => ({ query }))),
    getEmail: build.query<EmailDetail, string>(
      routeQuery(E.emailGet, (emailId) => ({ params: { emailId } })),
    ),
    resendEmail: build.mutation<{ emailId: string }, { emailId: string; onlyErrorUsers: boolean }>(
      routeMutation(E.emailResend, ({ emailId, onlyErrorUsers }) => ({
        params: { emailId },
        body: { onlyErrorUsers },
      })),
    ),
    resendRejectedEmails: build.mutation<{ resent: number }, { clientId: string | null }>(
      routeMutation(E.emailResendRejected, (body) => ({ body })),
    ),
  }),
});

export const {
  useListEmailsQuery,
  useGetEmailQuery,
  useResendEmailMutation,
  useResendRejectedEmailsMutation,
} = emailsApi;
