import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths.js';
import { useSession } from '../../features/auth/hooks/useSession.js';

export type HomePlaceholderKind = 'internal' | 'broker' | 'benAdmin' | 'client';

/**
 * PLACEHOLDER, replaced by the clients issue: a role's home with the signed-in user's name and the clients of
 * the authenticated user, so sign-in has somewhere to land.
 */
export function HomePlaceholder({ kind, clientId }: { kind: HomePlaceholderKind; clientId?: string }) {
  const { t } = useTranslation('homes');
  const { user } = useSession();
  if (!user) return null;
  const clients = clientId ? user.clients.filter((client) => client.id === clientId) : user.clients;
  return (
    <Stack gap={6} data-testid={`home-placeholder-${kind}`}>
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t(`title.${kind}`)}
        </Heading>
        <Text fontSize="lg">{t('signedInAs', { name: user.name })}</Text>
      </Stack>
      <Stack gap={2} as="section" aria-labelledby="home-clients">
        <Heading as="h2" size="md" id="home-clients">
          {t('clients')}
        </Heading>
        {clients.length === 0 ? (
          <Text color="fg.muted">{t(kind === 'internal' ? 'internalClients' : 'noClients')}</Text>
        ) : (
          <List.Root ps={5}>
            {clients.map((client) => (
              <List.Item key={client.id}>
                {kind === 'client' ? (
                  client.name
                ) : (
                  <RouterLink to={PATHS.client(client.id)}>{client.name}</RouterLink>
                )}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
