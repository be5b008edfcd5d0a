import { benAdminPlatformListSchema, featureTogglesSchema } from '../clients.js';
import { configurationSchema, serviceStatusSchema } from '../reference.js';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams } from './params.js';

/** The zod half of the reference-data routes (routes/reference.ts has the HTTP half, under the same names). */

const PARTS = {
  benAdminPlatforms: { response: benAdminPlatformListSchema },
  configuration: { response: configurationSchema },
  featureToggles: {
    query: clientIdParams.partial(),
    response: featureTogglesSchema,
  },
  serviceStatus: { response: serviceStatusSchema },
} as const;

/** One sentence per call for the OpenAPI document (server side only: the web never ships these). */
const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  benAdminPlatforms: 'Benefit-administration platforms a policy can name.',
  configuration: "The web's runtime configuration, read before sign-in: nothing user-specific.",
  featureToggles: "The global feature toggles, or with clientId that client's view of them.",
  serviceStatus: '{jira}: false means Jira is down and staff see the banner.',
};

export const REFERENCE_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type ReferenceSchemas = typeof REFERENCE_SCHEMAS;
