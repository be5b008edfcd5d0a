import { Badge, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CLIENT_SETUP_STEPS, type ClientSetupStep } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useToastedAction } from '../../../hooks/useToastedAction.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useCompleteSetupStepMutation, useGetClientSetupQuery } from '../api/clientsApi.js';

/** The twelve internal setup steps (spec section 4) with their completion and a Complete button each. */
export function SetupStepsPanel({ clientId, editable }: { clientId: string; editable: boolean }) {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const format = useFormatDateTime();
  const setup = useGetClientSetupQuery(clientId);
  const [complete, completing] = useCompleteSetupStepMutation();
  const run = useToastedAction();
  const byStep = new Map((setup.data?.steps ?? []).map((step) => [step.stepId, step]));
  const stepLabel = (step: ClientSetupStep) => t(`manage.steps.${step}`);
  const doneCount = CLIENT_SETUP_STEPS.filter((step) => byStep.get(step)?.completedAt).length;

  return (
    <Stack as="section" aria-labelledby="setup-steps" gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id="setup-steps">
          {t('manage.setup.title')}
        </Heading>
        {setup.data &&
          (setup.data.completedSetupAt ? (
            <Badge colorPalette="green">
              {t('manage.setup.done', { date: format(setup.data.completedSetupAt) })}
            </Badge>
          ) : (
            <HStack gap={2}>
              <Badge colorPalette="orange">{t('manage.setup.notDone')}</Badge>
              <Text fontSize="sm" color="fg.muted" data-testid="setup-steps-done">
                {t('manage.setup.stepsDone', { done: doneCount, total: CLIENT_SETUP_STEPS.length })}
              </Text>
            </HStack>
          ))}
      </HStack>
      {setup.isLoading ? (
        <PageSkeleton />
      ) : setup.isError ? (
        <FormAlert message={errorText.messageOf(setup.error)} />
      ) : (
        <List.Root as="ol" gap={2} ps={0} listStyleType="none">
          {CLIENT_SETUP_STEPS.map((stepId, index) => {
            const completedAt = byStep.get(stepId)?.completedAt ?? null;
            const busy = completing.isLoading && completing.originalArgs?.stepId === stepId;
            return (
              <List.Item
                key={stepId}
                data-step={stepId}
                data-done={completedAt ? 'true' : 'false'}
                borderWidth="1px"
                rounded="md"
                px={3}
                py={2}
              >
                <HStack justify="space-between" wrap="wrap" gap={3}>
                  <Stack gap={0}>
                    <Text fontWeight="medium">
                      {index + 1}. {stepLabel(stepId)}
                    </Text>
                    <Text fontSize="sm" color={completedAt ? 'fg.success' : 'fg.muted'}>
                      {completedAt
                        ? t('manage.setup.completedAt', { date: format(completedAt) })
                        : t('manage.setup.pending')}
                    </Text>
                  </Stack>
                  {/* A done step has nothing left to complete: no button (issue 27 item 12). */}
                  {editable && !completedAt && (
                    <Button
                      size="sm"
                      variant="solid"
                      colorPalette="brand"
                      loading={busy}
                      aria-label={t('manage.setup.completeStep', { step: stepLabel(stepId) })}
                      onClick={() =>
                        void run(
                          () => complete({ clientId, stepId }).unwrap(),
                          t('manage.setup.completed', { step: stepLabel(stepId) }),
                        )
                      }
                    >
                      {t('manage.setup.complete')}
                    </Button>
                  )}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
