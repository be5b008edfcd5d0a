import {
  RELEASE_STATUSES,
  createClientSchema,
  forwardIssues,
  msg,
  updateClientSchema,
  type ClientDto,
  type ImplementationType,
  type ReleaseStatus,
} from '@onboard/contracts';
import { z } from 'zod';

/** The hub's Company profile is hidden when this toggle is on (spec section 2). */
export const REMOVE_EDI_TOGGLE = 'ONBOARD_REMOVE_EDI_FROM_EIF';

/** The message of the form's own check (the shared schemas bring theirs): a key of the contracts' messages. */
export const WHOLE_NUMBER_MESSAGE = msg('wholeNumber');

/**
 * The core fields as the form holds them: text boxes hold strings, the consultant's fields nest as in the API
 * so server errors (`body.implementationConsultant.email`) land on them.
 */
export type ClientFormValues = {
  name: string;
  caseId: string;
  ticketId: string;
  implementationType: ImplementationType;
  employeesNumber: string;
  taxId: string;
  ebrEmail: string;
  /** '' = not set. */
  releaseStatus: ReleaseStatus | '';
  isTest: boolean;
  isOnboard: boolean;
  isBenefitsExplorer: boolean;
  isActive: boolean;
  isRiskRejected: boolean;
  implementationConsultant: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
  };
  removeEdi: boolean;
};

/** A stored value that is none of the statuses (typed freely before there was a list) shows as not set. */
const releaseStatusOf = (value: string | null | undefined): ReleaseStatus | '' =>
  (RELEASE_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReleaseStatus) : '';

export function clientFormValues(client?: ClientDto): ClientFormValues {
  const ic = client?.implementationConsultant;
  return {
    name: client?.name ?? '',
    caseId: client?.caseId ?? '',
    ticketId: client?.ticketId ?? '',
    implementationType: client?.implementationType ?? 'NEW_IMPLEMENTATION',
    employeesNumber: client?.employeesNumber === null || !client ? '' : String(client.employeesNumber),
    taxId: client?.taxId ?? '',
    ebrEmail: client?.ebrEmail ?? '',
    releaseStatus: releaseStatusOf(client?.releaseStatus),
    isTest: client?.isTest ?? false,
    isOnboard: client?.isOnboard ?? true,
    isBenefitsExplorer: client?.isBenefitsExplorer ?? false,
    isActive: client?.isActive ?? true,
    isRiskRejected: client?.isRiskRejected ?? false,
    implementationConsultant: {
      firstName: ic?.firstName ?? '',
      lastName: ic?.lastName ?? '',
      email: ic?.email ?? '',
      phoneNumber: ic?.phoneNumber ?? '',
    },
    removeEdi: client?.featureToggles[REMOVE_EDI_TOGGLE] ?? false,
  };
}

/**
 * Continues a form schema with a shared API schema: its messages (the spec's texts) and its field paths
 * (`implementationConsultant.email`) come through as they are. (`.pipe` would need the API schema's input
 * type to equal the form's output exactly.)
 */
function into<T extends z.ZodType>(schema: T) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    forwardIssues(result.error, ctx);
    return z.NEVER;
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const formShape = z.object({
  name: z.string(),
  caseId: z.string(),
  ticketId: z.string(),
  implementationType: z.enum(['NEW_IMPLEMENTATION', 'ADD_COVERAGE']),
  employeesNumber: z.string().trim().regex(/^\d*$/, WHOLE_NUMBER_MESSAGE),
  taxId: z.string(),
  ebrEmail: z.string(),
  releaseStatus: z.string(),
  isTest: z.boolean(),
  isOnboard: z.boolean(),
  isBenefitsExplorer: z.boolean(),
  isActive: z.boolean(),
  isRiskRejected: z.boolean(),
  implementationConsultant: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
  }),
  removeEdi: z.boolean(),
});

function core(values: z.output<typeof formShape>) {
  return {
    name: values.name.trim(),
    caseId: orNull(values.caseId),
    ticketId: orNull(values.ticketId)?.toUpperCase() ?? null,
    implementationType: values.implementationType,
    employeesNumber: values.employeesNumber === '' ? null : Number(values.employeesNumber),
    taxId: orNull(values.taxId),
    ebrEmail: orNull(values.ebrEmail),
    isTest: values.isTest,
    isOnboard: values.isOnboard,
    isBenefitsExplorer: values.isBenefitsExplorer,
    implementationConsultant: {
      firstName: orNull(values.implementationConsultant.firstName),
      lastName: orNull(values.implementationConsultant.lastName),
      email: orNull(values.implementationConsultant.email),
      phoneNumber: orNull(values.implementationConsultant.phoneNumber),
    },
  };
}

/** PUT /api/clients/{id} from the manage page (staff: every core field, flags and the EDI toggle). */
export const updateClientFormSchema = formShape
  .transform((values) => ({
    ...core(values),
    releaseStatus: orNull(values.releaseStatus),
    isActive: values.isActive,
    isRiskRejected: values.isRiskRejected,
    featureToggles: { [REMOVE_EDI_TOGGLE]: values.removeEdi },
  }))
  .transform(into(updateClientSchema));

/** POST /api/clients from the Add client dialog. */
export const createClientFormSchema = formShape
  .pick({
    name: true,
    caseId: true,
    ticketId: true,
    employeesNumber: true,
    implementationType: true,
    releaseStatus: true,
  })
  .transform((values) => ({
    name: values.name.trim(),
    caseId: orNull(values.caseId),
    ticketId: orNull(values.ticketId)?.toUpperCase() ?? null,
    implementationType: values.implementationType,
    releaseStatus: orNull(values.releaseStatus),
    employeesNumber: values.employeesNumber === '' ? null : Number(values.employeesNumber),
  }))
  .transform(into(createClientSchema));
