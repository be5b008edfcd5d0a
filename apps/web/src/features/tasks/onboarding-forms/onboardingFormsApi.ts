import {
  ONBOARDING_FORMS_CALLS as F,
  type EmbeddedViewEvent,
  type OnboardingFormCreate,
  type OnboardingFormDto,
  type OnboardingRecipientDto,
  type OnboardingTemplateDto,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { fileUrlOf, routeMutation, routeQuery } from '../../../app/routeEndpoint.js';
import { REASSIGN_TIMEOUT_MS } from './model.js';

export type { OnboardingFormDto, OnboardingRecipientDto, OnboardingTemplateDto };

export type FormKey = { clientId: string; formId: string };
type Reassignment = FormKey & { recipientId: string; userId: string };

const reassign = routeMutation(
  F.onboardingFormReassign,
  ({ recipientId, userId, ...params }: Reassignment) => ({
    params,
    body: { recipientId, userId },
  }),
);

/** The onboarding forms of a client (issue 13 item 4), from the route table. */
export const onboardingFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOnboardingForms: build.query(
      routeQuery(F.onboardingFormList, (clientId: string) => ({ params: { clientId } })),
    ),
    getOnboardingForm: build.query(routeQuery(F.onboardingFormGet, (params: FormKey) => ({ params }))),
    getOnboardingFormTemplates: build.query(
      routeQuery(F.onboardingFormTemplates, (clientId: string) => ({ params: { clientId } })),
    ),
    createOnboardingForm: build.mutation(
      routeMutation(
        F.onboardingFormCreate,
        ({ clientId, body }: { clientId: string; body: OnboardingFormCreate }) => ({
          params: { clientId },
          body,
        }),
      ),
    ),
    openEmbeddedView: build.mutation(
      routeMutation(
        F.onboardingFormEmbeddedView,
        ({ clientId, formId, ...body }: FormKey & { recipientId: string; returnUrl: string }) => ({
          params: { clientId, formId },
          body,
        }),
      ),
    ),
    recordEmbeddedViewAction: build.mutation(
      routeMutation(
        F.onboardingFormEmbeddedViewAction,
        ({ clientId, formId, ...body }: FormKey & { recipientId: string; event: EmbeddedViewEvent }) => ({
          params: { clientId, formId },
          body,
        }),
      ),
    ),
    /** Spec §9: the provider updates the recipient and resends; the call may take up to 60 s. */
    reassignRecipient: build.mutation({
      ...reassign,
      query: (arg: Reassignment) => ({ ...reassign.query(arg), timeout: REASSIGN_TIMEOUT_MS }),
    }),
    /** Pulls the envelope's state from the provider: the fallback for a late or lost webhook. */
    syncOnboardingForm: build.mutation(
      routeMutation(F.onboardingFormSync, (params: FormKey) => ({ params })),
    ),
    deleteOnboardingForm: build.mutation(
      routeMutation(F.onboardingFormDelete, (params: FormKey) => ({ params })),
    ),
  }),
});

export const {
  useListOnboardingFormsQuery,
  useGetOnboardingFormQuery,
  useGetOnboardingFormTemplatesQuery,
  useCreateOnboardingFormMutation,
  useOpenEmbeddedViewMutation,
  useRecordEmbeddedViewActionMutation,
  useReassignRecipientMutation,
  useSyncOnboardingFormMutation,
  useDeleteOnboardingFormMutation,
} = onboardingFormsApi;

/** The address of a form's documents as one PDF (a file route; downloaded with the documents' helper). */
export const combinedPdfUrl = (clientId: string, formId: string): string =>
  fileUrlOf(F.onboardingFormDownload, { params: { clientId, formId } });

/** The address of one document of a form. */
export const documentPdfUrl = (clientId: string, formId: string, documentId: string): string =>
  fileUrlOf(F.onboardingFormDownloadDocument, { params: { clientId, formId, documentId } });
