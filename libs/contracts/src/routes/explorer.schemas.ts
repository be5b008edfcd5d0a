import { z } from 'zod';
import {
  EXPLORER_BENEFIT_TYPES,
  MEDICAL_VIDEO_CHOICES,
  explorerRenewalInputSchema,
  explorerSiteInputSchema,
  type BenefitPlanInputParsed,
} from '../explorer.js';
import { msg } from '../messages.js';
import { text } from '../text.js';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams } from './params.js';

/** The zod half of the explorer's staff routes (routes/explorer.ts has the HTTP half; decisions 159-162). */

const uuid = () => z.string().uuid(msg('id'));
export const explorerPageParams = z.object({ clientId: uuid(), explorerPageId: uuid() });
export const explorerPageDocumentsParams = explorerPageParams.extend({
  benefitType: z.enum(EXPLORER_BENEFIT_TYPES, { error: msg('option') }),
});
export const explorerPageOwnerParams = z.object({ pageOwnerId: uuid() });
export const explorerPageTransferParams = z.object({ currentPageOwnerId: uuid(), newPageOwnerId: uuid() });

/** Spec §3 list query for a client's sites: limit 1-100 (25), offset ≥ 0, search by name or slug, sorting. */
export const EXPLORER_PAGE_SORTS = ['createdAt', 'name', 'updatedAt', 'startsAt'] as const;
export const explorerPageListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, msg('limitRange')).max(100, msg('limitRange')).default(25),
  offset: z.coerce.number().int().min(0, msg('offsetMin')).default(0),
  search: text({ trim: true }).max(191).optional(),
  sortBy: z.enum(EXPLORER_PAGE_SORTS, { error: msg('option') }).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc'], { error: msg('option') }).default('desc'),
});
export type ExplorerPageListQuery = z.infer<typeof explorerPageListQuerySchema>;

const nullableString = z.string().nullable();

/** A document a site shows (spec §3 documents: documentKey, id, name, mimeType); `id` is the documents service's. */
export const explorerDocumentSchema = z.object({
  id: z.string().uuid(),
  documentKey: z.string(),
  name: z.string(),
  mimeType: z.string(),
});
export type ExplorerDocument = z.infer<typeof explorerDocumentSchema>;

/** What PUT …/documents/:benefitType sends: the benefit type's documents, in order. */
export const explorerDocumentsInputSchema = z
  .object({
    documents: z
      .array(
        z
          .object({
            id: uuid(),
            documentKey: text({ trim: true }).min(1, msg('required')).max(500),
            name: text({ trim: true }).min(1, msg('required')).max(255),
            mimeType: text({ trim: true }).min(1, msg('required')).max(100),
          })
          .strict(),
      )
      .max(100),
  })
  .strict();
export const explorerDocumentsSchema = z.object({
  benefitType: z.enum(EXPLORER_BENEFIT_TYPES),
  documents: z.array(explorerDocumentSchema),
});

/**
 * A stored plan: its id, the fields every plan has, and the benefit type's own fields by their contract names
 * (a loose object: the medical, dental, vision and financial fields of `benefitPlanInputSchema`).
 */
export const explorerBenefitPlanSchema = z.looseObject({
  id: z.string().uuid(),
  carrierId: z.number().int().nullable(),
  benefitType: z.enum(EXPLORER_BENEFIT_TYPES),
  planType: nullableString,
  benefitLevel: nullableString,
  planName: nullableString,
  legalEntity: nullableString,
  contentFlags: z.array(z.string()),
  planSummaryDocumentId: nullableString,
  spanishPlanSummaryDocumentId: nullableString,
  isNew: z.boolean(),
});
/** A stored plan, typed as the contract's parsed input with its id. */
export type ExplorerBenefitPlan = Omit<BenefitPlanInputParsed, 'id'> & { id: string };

const highlighterSchema = z.object({
  highlighterText: nullableString,
  spanishHighlighterText: nullableString,
  highlighterOrder: z.number().int().nullable(),
});

/** The list's row: enough to list and pick a site. */
export const explorerPageSummarySchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().uuid(),
  name: z.string(),
  startsAt: z.string(),
  expiresAt: nullableString,
  planYear: nullableString,
  vanitySlug: nullableString,
  isLive: z.boolean(),
  pageOwner: z.string().uuid(),
  newExplorerPageId: nullableString,
  prevExplorerPageId: nullableString,
  benefitCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExplorerPageSummary = z.infer<typeof explorerPageSummarySchema>;
export const explorerPagePageSchema = z.object({
  items: z.array(explorerPageSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ExplorerPagePage = z.infer<typeof explorerPagePageSchema>;

/**
 * A site as staff edit it (spec §3 Explorer site (form) and the read-only page fields): every form field, its
 * plans, highlighters, policies and documents, live or demo, and the renewal links (`newExplorerPage…`: the
 * site that replaced it, when renewed).
 */
export const explorerPageSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().uuid(),
  name: z.string(),
  kioskMode: z.boolean(),
  startsAt: z.string(),
  expiresAt: nullableString,
  planYear: nullableString,
  openEnrollmentStart: z.string(),
  openEnrollmentEnd: z.string(),
  maintenanceMode: z.boolean(),
  employerState: z.string(),
  benAdminPlatformId: nullableString,
  benAdminPlatformUrl: nullableString,
  notificationLink: nullableString,
  customCalendlyLink: nullableString,
  customClientName: nullableString,
  logoDocumentId: nullableString,
  employeeCount: z.number().int().nullable(),
  hasEmployeesInNY: z.boolean(),
  showBenefitCount: z.boolean(),
  associationId: nullableString,
  hideSunLifeLogo: z.boolean(),
  pageOwner: z.string().uuid(),
  policies: z.array(z.string()),
  medicalVideo: z.enum(MEDICAL_VIDEO_CHOICES),
  medicalVideoEnglishTitle: nullableString,
  medicalVideoSpanishTitle: nullableString,
  medicalVideoDocumentId: nullableString,
  vidyardUploadId: nullableString,
  vidyardId: nullableString,
  territory: nullableString,
  showLegacyVisionPlanTable: z.boolean(),
  showLegacyDentalPlanTable: z.boolean(),
  vanitySlug: nullableString,
  customBranding: z.boolean(),
  customThemeBrandColor: nullableString,
  customThemeContrastingColor: nullableString,
  enableContactUsAppointment: z.boolean(),
  enableContactUsEmail: z.boolean(),
  enableContactUsLiveChat: z.boolean(),
  benefitTypeMetadata: z.record(z.string(), highlighterSchema),
  benefits: z.array(explorerBenefitPlanSchema),
  documents: z.array(explorerDocumentSchema.extend({ benefitType: z.enum(EXPLORER_BENEFIT_TYPES) })),
  isLive: z.boolean(),
  newExplorerPageId: nullableString,
  newExplorerPageStartDate: nullableString,
  newExplorerPageEndDate: nullableString,
  newExplorerPagePlanYear: nullableString,
  prevExplorerPageId: nullableString,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExplorerPage = Omit<z.infer<typeof explorerPageSchema>, 'benefits'> & {
  benefits: ExplorerBenefitPlan[];
};

export const explorerLiveInputSchema = z.object({ isLive: z.boolean({ error: msg('required') }) }).strict();
export const explorerAssociationInputSchema = z.object({ associationId: uuid().nullable() }).strict();
export const explorerTransferSchema = z.object({ transferred: z.number().int() });
const okSchema = z.object({ ok: z.literal(true) });

const PARTS = {
  explorerPageList: {
    params: clientIdParams,
    query: explorerPageListQuerySchema,
    response: explorerPagePageSchema,
  },
  explorerPageCreate: { params: clientIdParams, body: explorerSiteInputSchema, response: explorerPageSchema },
  explorerPageGet: { params: explorerPageParams, response: explorerPageSchema },
  explorerPageUpdate: {
    params: explorerPageParams,
    body: explorerSiteInputSchema,
    response: explorerPageSchema,
  },
  explorerPageDelete: { params: explorerPageParams, response: okSchema },
  explorerPageRenew: {
    params: explorerPageParams,
    body: explorerRenewalInputSchema,
    response: explorerPageSchema,
  },
  explorerPageLive: {
    params: explorerPageParams,
    body: explorerLiveInputSchema,
    response: explorerPageSchema,
  },
  explorerPageAssociation: {
    params: explorerPageParams,
    body: explorerAssociationInputSchema,
    response: explorerPageSchema,
  },
  explorerPageDocuments: { params: explorerPageDocumentsParams, response: explorerDocumentsSchema },
  explorerPageDocumentsUpdate: {
    params: explorerPageDocumentsParams,
    body: explorerDocumentsInputSchema,
    response: explorerDocumentsSchema,
  },
  explorerPagesByOwner: { params: explorerPageOwnerParams, response: z.array(explorerPageSummarySchema) },
  explorerPagesTransfer: { params: explorerPageTransferParams, response: explorerTransferSchema },
} as const;

const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  explorerPageList:
    "The client's Benefits Explorer sites (list query: limit, offset, search, sortBy, sortDirection).",
  explorerPageCreate:
    'Creates a site with its plans (every rule of explorer spec §5; field errors on body.<path>; a vanity slug in use: 409).',
  explorerPageGet:
    'One site with every field of the staff form, its plans, highlighters, policies and documents.',
  explorerPageUpdate: 'Replaces the site’s fields and plans (same rules as create).',
  explorerPageDelete:
    'Removes the site with its plans and document references; renewal links to it are cleared.',
  explorerPageRenew:
    "Creates next year's site from the form (prevExplorerPageId = this site) and applies the prevExplorerPage… fields to this one; both are linked.",
  explorerPageLive: 'Makes the site live or demo (staff).',
  explorerPageAssociation: 'Sets or clears the site’s association.',
  explorerPageDocuments: 'The documents a benefit type of the site shows.',
  explorerPageDocumentsUpdate:
    'Replaces the documents a benefit type shows: at most 15, the same document key once (later ones dropped).',
  explorerPagesByOwner: 'Staff: the sites a staff user owns, across clients.',
  explorerPagesTransfer: 'Staff: every site of one owner moves to another staff user.',
};

export const EXPLORER_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;
export type ExplorerSchemas = typeof EXPLORER_SCHEMAS;
