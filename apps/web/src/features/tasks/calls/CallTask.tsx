import { Button, HStack, Stack } from '@chakra-ui/react';
import { can, isCallType, isStaff, type CallType } from '@onboard/contracts';
import { mayChooseCallTime } from '@onboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { loadState } from '../../../components/ui/loadState.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useGetContactsQuery } from '../../eif/api/contactsApi.js';
import type { TaskWorkProps } from '../registry.js';
import { CallSelectionForm } from './CallSelectionForm.js';
import { CallStaffPanel } from './CallStaffPanel.js';
import { CallSummary } from './CallSummary.js';
import { useGetCallQuery } from './callsApi.js';

/**
 * The kickoff call and ongoing service call tasks (issue 12 item 2; decisions 124, 125): the client chooses a
 * time, topics and people while the call is open, then sees what it chose and the outcome; staff offer the
 * times and record the outcome. The task's status itself is the task page's.
 */
export function CallTask({ client, taskId }: TaskWorkProps) {
  if (!isCallType(taskId)) return null;
  return <CallWork clientId={client.id} callType={taskId} />;
}

function CallWork({ clientId, callType }: { clientId: string; callType: CallType }) {
  // `clients` too: the service's messages (a time no longer offered …) are translated there.
  const { t } = useTranslation(['calls', 'clients']);
  const { principal } = useSession();
  const query = useGetCallQuery({ clientId, callType });
  const contacts = useGetContactsQuery(clientId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { data: call, fallback } = loadState(query);
  if (fallback) return fallback;

  const staff = principal ? isStaff(principal.role) : false;
  const mayChoose = can(principal, 'update', 'client', { clientId }) && mayChooseCallTime(call.status);
  const choosing = mayChoose && (call.selection === null || editing);
  const people = contacts.data ?? [];

  return (
    <Stack gap={6}>
      {saved && !choosing && <FormAlert status="success" message={t('calls:choose.saved')} />}
      {/* No Response: the client sees why it chooses again (decision 125). */}
      {choosing && call.status !== 'Pending' && <CallSummary call={call} contacts={people} />}
      {choosing ? (
        <CallSelectionForm
          clientId={clientId}
          callType={callType}
          call={call}
          contacts={people}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={call.selection ? () => setEditing(false) : undefined}
        />
      ) : (
        <Stack gap={3}>
          <CallSummary call={call} contacts={people} />
          {mayChoose && (
            <HStack>
              <Button
                variant="outline"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('calls:choose.change')}
              </Button>
            </HStack>
          )}
        </Stack>
      )}
      {staff && <CallStaffPanel clientId={clientId} callType={callType} call={call} />}
    </Stack>
  );
}
