import type { ClientDto } from '@onboard/contracts';
import { loadState, type LoadState } from '../../../components/ui/loadState.js';
import { useGetClientQuery } from '../api/clientsApi.js';

/**
 * The client a page of /client/{clientId} or /clients/admin/{clientId} is about, loaded the one way every
 * such page does it: a skeleton while it loads, the not-found page for an unknown or archived client (404),
 * the error with Try again when the load failed. The page renders `fallback` until `data` is there.
 */
export function useClientPage(clientId: string): LoadState<ClientDto> {
  return loadState(useGetClientQuery(clientId), { notFoundPage: true });
}
