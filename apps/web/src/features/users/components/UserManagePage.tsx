import { Badge, Box, Button, DataList, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ClientListItem, UserKind } from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { ClientPicker } from '../../clients/components/ClientPicker.js';
import {
  useAssignClientMutation,
  useGetUserClientsQuery,
  useGetUserQuery,
  useUnassignClientMutation,
} from '../api/usersApi.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useToastedAction } from '../../../hooks/useToastedAction.js';
import { userActionsFor } from '../permissions.js';
import { UpdateTracker } from './UpdateTracker.js';
import { UserActionsMenu } from './UserActionsMenu.js';

type ManagedKind = Extract<UserKind, 'broker' | 'ben-admin'>;

const listPath = (kind: ManagedKind) => (kind === 'broker' ? PATHS.brokers : PATHS.benAdmins);

/**
 * /brokers/admin/{userId}/manage and /ben-admins/admin/{userId}/manage: the person's details, the update
 * tracker, their actions, and the clients they are assigned to (assign one found with the client picker).
 */
export function UserManagePage({ kind }: { kind: ManagedKind }) {
  const { userId } = useParams();
  if (!userId) throw new Error('Param userId is required but not provided!');
  return <UserManage kind={kind} userId={userId} />;
}

function UserManage({ kind, userId }: { kind: ManagedKind; userId: string }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { principal } = useSession();
  const format = useFormatDateTime();
  const user = useGetUserQuery({ kind, userId });
  const clients = useGetUserClientsQuery(userId);
  const [assign, assigning] = useAssignClientMutation();
  const [unassign] = useUnassignClientMutation();
  const run = useToastedAction();
  const [picked, setPicked] = useState<ClientListItem | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const [pickerKey, setPickerKey] = useState(0);

  const message = (error: unknown) => errorText.messageOf(error);

  if (user.isLoading) return <PageSkeleton />;
  if (!user.data) return <FormAlert message={message(user.error)} />;
  const person = user.data;
  const allowed = userActionsFor(principal, kind, person);
  const namesById = new Map((clients.data?.items ?? []).map((client) => [client.id, client.name]));

  // Never rejects (`run` toasts a failure), so the form's submit event need not wait for it.
  const submitAssign = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setPickError(t('manage.pickClientFirst'));
      return;
    }
    const ok = await run(
      () => assign({ kind, userId, clientId: picked.id }).unwrap(),
      t('toast.assigned', { client: picked.name, name: person.name }),
    );
    if (ok) {
      setPicked(null);
      setPickerKey((k) => k + 1); // a fresh, empty picker
    }
  };

  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <Link asChild colorPalette="brand" alignSelf="start" fontSize="sm">
          <RouterLink to={listPath(kind)}>{t(`manage.back.${kind}`)}</RouterLink>
        </Link>
        <HStack justify="space-between" wrap="wrap" gap={4}>
          <Heading as="h1" size="2xl">
            {person.name}
          </Heading>
          <UserActionsMenu
            kind={kind}
            user={person}
            onGone={(reason) =>
              void navigate(reason === 'changedToBroker' ? PATHS.brokerManage(person.id) : listPath(kind), {
                replace: true,
              })
            }
          />
        </HStack>
        <UpdateTracker user={person} />
      </Stack>

      <Stack as="section" gap={3} aria-labelledby="manage-details">
        <Heading as="h2" size="lg" id="manage-details">
          {t('manage.details')}
        </Heading>
        <DataList.Root orientation="horizontal">
          {(
            [
              ['email', person.email],
              ['phoneNumber', person.phoneNumber ?? '—'],
              ['role', t(`roles.${person.role}`)],
              ['lastLogin', format(person.lastLogin)],
              ['welcomeEmailSentDate', format(person.welcomeEmailSentDate)],
              ['createdAt', format(person.createdAt)],
            ] as const
          ).map(([field, value]) => (
            <DataList.Item key={field}>
              <DataList.ItemLabel>{t(`fields.${field}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.status')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap={2}>
                <Badge colorPalette={person.hasPassword ? 'green' : 'orange'}>
                  {person.hasPassword ? t('status.passwordSet') : t('status.noPassword')}
                </Badge>
                <Badge colorPalette={person.hasMfa ? 'green' : 'orange'}>
                  {person.hasMfa ? t('status.mfaSet') : t('status.noMfa')}
                </Badge>
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>

      <Stack as="section" gap={4} aria-labelledby="manage-clients">
        <Heading as="h2" size="lg" id="manage-clients">
          {t('manage.clients')}
        </Heading>
        {clients.isError && <FormAlert message={message(clients.error)} />}
        {person.clientIds.length === 0 ? (
          <Text color="fg.muted">{t('manage.noClients')}</Text>
        ) : (
          <List.Root gap={2} variant="plain">
            {person.clientIds.map((id) => {
              const name = namesById.get(id) ?? (clients.isLoading ? t('manage.loadingClient') : id);
              return (
                <List.Item key={id} data-client-id={id}>
                  <HStack justify="space-between" w="full" borderWidth="1px" rounded="md" px={3} py={2}>
                    <Text>{name}</Text>
                    {allowed.assignClients && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('manage.unassignClient', { client: name })}
                        onClick={() =>
                          void run(
                            () => unassign({ kind, userId, clientId: id }).unwrap(),
                            t('toast.unassigned', { client: name, name: person.name }),
                          )
                        }
                      >
                        {t('actions.unassign')}
                      </Button>
                    )}
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
        )}
        {allowed.assignClients && (
          <FormStack onSubmit={(event) => void submitAssign(event)} align="start" gap={3} maxW="xl">
            <Box w="full">
              <ClientPicker
                key={pickerKey}
                label={t('manage.clientPicker')}
                helperText={t('manage.clientPickerHelp')}
                error={pickError}
                excludeIds={person.clientIds}
                value={picked}
                onChange={(client) => {
                  setPicked(client);
                  setPickError(undefined);
                }}
              />
            </Box>
            <Button type="submit" colorPalette="brand" loading={assigning.isLoading}>
              {t('actions.assign')}
            </Button>
          </FormStack>
        )}
      </Stack>
    </Stack>
  );
}
