import type { Configuration } from '@onboard/contracts';
import { FALLBACK_SUPPORT_EMAIL } from '../../../app/config.js';
import {
  SERVICE_STATUS_CACHE_S,
  useGetConfigurationQuery,
  useGetServiceStatusQuery,
} from '../api/referenceApi.js';

/**
 * GET /api/configuration, loaded once per visit: never refetched on mount (the app-wide default refetches
 * data older than 60 s) and never dropped from the cache.
 */
export function useConfiguration(): Configuration | undefined {
  return useGetConfigurationQuery(undefined, { refetchOnMountOrArgChange: false }).data;
}

/** The support e-mail shown as {email} (spec section 8); a fallback until the configuration has answered. */
export function useSupportEmail(): string {
  return useConfiguration()?.supportEmail || FALLBACK_SUPPORT_EMAIL;
}

/**
 * The support e-mail the error pages show: the configured one, `undefined` while the configuration is on its
 * way (the page shows a placeholder, not a second address that the configured one then replaces), and the
 * built-in fallback only when the configuration cannot be had (decision 206).
 */
export function useConfiguredSupportEmail(): string | undefined {
  const configuration = useGetConfigurationQuery(undefined, { refetchOnMountOrArgChange: false });
  if (configuration.data?.supportEmail) return configuration.data.supportEmail;
  return configuration.isError || configuration.data ? FALLBACK_SUPPORT_EMAIL : undefined;
}

/**
 * Whether Jira is down (GET /api/service-status answers `jira: false`), for staff only; unknown (loading,
 * failed, skipped) counts as up, so no banner. Cached 5 minutes (spec section 9).
 */
export function useJiraDown(enabled: boolean): boolean {
  const { data } = useGetServiceStatusQuery(undefined, {
    skip: !enabled,
    refetchOnMountOrArgChange: SERVICE_STATUS_CACHE_S,
  });
  return enabled && data?.jira === false;
}
