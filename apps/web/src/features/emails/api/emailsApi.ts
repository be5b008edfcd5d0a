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
    listEmails: build.query(routeQuery(E.emailList, (query: EmailListQuery) => ({ query }))),
    getEmail: build.query(routeQuery(E.emailGet, (emailId: string) => ({ params: { emailId } }))),
    resendEmail: build.mutation(
      routeMutation(
        E.emailResend,
        ({ emailId, onlyErrorUsers }: { emailId: string; onlyErrorUsers: boolean }) => ({
          params: { emailId },
          body: { onlyErrorUsers },
        }),
      ),
    ),
    resendRejectedEmails: build.mutation(
      routeMutation(E.emailResendRejected, (body: { clientId: string | null }) => ({ body })),
    ),
  }),
});

export const {
  useListEmailsQuery,
  useGetEmailQuery,
  useResendEmailMutation,
  useResendRejectedEmailsMutation,
} = emailsApi;
