import { Stack } from '@chakra-ui/react';
import type { AuthUser, ClientDto } from '@onboard/contracts';
import { isStaff } from '@onboard/contracts';
import { Navigate, Outlet, useOutletContext } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useClientPage } from '../../clients/hooks/useClientPage.js';
import { useNoFooter } from '../../../components/ui/AppLayout.js';
import { SupportFooter } from './SupportFooter.js';
import { ViewingBanner } from './ViewingBanner.js';

type HubContext = { client: ClientDto };

/** The client of the hub page being shown (inside ClientScope). */
export function useHubClient(): ClientDto {
  return useOutletContext<HubContext>().client;
}

/**
 * Whether the hub sends this viewer to /setup-pending: the client's setup is not completed
 * (completedSetupAt is empty) and the viewer is not staff. Staff may open a client at any stage.
 */
export function waitsForSetup(
  user: Pick<AuthUser, 'role'> | null,
  client: Pick<ClientDto, 'completedSetupAt'>,
) {
  return !client.completedSetupAt && !!user && !isStaff(user.role);
}

/**
 * Around every hub page of /client/{clientId}: loads the client (an archived or unknown one is 404 → the
 * not-found page), sends a non-staff viewer to /setup-pending while setup is not complete, and puts the
 * viewing banner above and the support footer (implementation consultant) below the page.
 */
export function ClientScope() {
  const clientId = useRequiredParam('clientId');
  const { user } = useSession();
  const { data: client, fallback } = useClientPage(clientId);
  const noFooter = useNoFooter();

  if (fallback) return fallback;
  if (waitsForSetup(user, client)) return <Navigate to={PATHS.clientSetupPending(clientId)} replace />;

  const context: HubContext = { client };
  return (
    <Stack gap={6}>
      <ViewingBanner clientId={client.id} clientName={client.name} />
      <Outlet context={context} />
      {!noFooter && <SupportFooter client={client} />}
    </Stack>
  );
}
