import { Box, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { PHASES, type ClientDto, type ClientListItem } from '@onboard/contracts';
import { phasePosition, phaseSteps, taskProgress, currentPhase, type PhaseStep } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../hub/tasks.js';

/**
 * Where a client stands in onboarding (decision 031): the six phases of spec section 3 and the tasks done.
 * Colours meet WCAG 2.2 AA: the filled bar and the done/current markers are brand.600 (#0b5cab), 5.5:1
 * against the gray.200 track and 6.7:1 against white (non-text contrast needs 3:1); the track has a
 * gray.500 border (4.8:1) so its extent is visible too. Text is the default foreground or fg.muted.
 */

type BarProps = {
  value: number;
  max: number;
  /** The accessible name of the bar. */
  label: string;
  /** What the value means, read by assistive technology instead of a bare number. */
  valueText: string;
  size?: 'sm' | 'md';
};

/** A determinate progress bar with progressbar semantics (name, min, max, now and a value text). */
export function ProgressBar({ value, max, label, valueText, size = 'md' }: BarProps) {
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      h={size === 'sm' ? '6px' : '10px'}
      w="full"
      minW="16"
      bg="gray.200"
      borderWidth="1px"
      borderColor="gray.500"
      rounded="full"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg="brand.600" />
    </Box>
  );
}

function usePhaseText() {
  const { t, i18n } = useTranslation('clients');
  const phaseName = (phase: PhaseStep['phase'] | null) => (phase ? t(`phases.${phase}`) : t('noPhase'));
  const dateText = (step: PhaseStep) =>
    step.date
      ? t(step.date.kind === 'completed' ? 'progress.completedOn' : 'progress.dueBy', {
          date: formatCalendarDate(step.date.date, i18n.language),
        })
      : null;
  return { t, phaseName, dateText };
}

/** "Phase 2 of 6: Info gathering. 1 of 3 tasks done." */
function useProgressText() {
  const { t, phaseName } = usePhaseText();
  return (client: Pick<ClientListItem, 'phase' | 'releaseStatus'>, tasks: { done: number; total: number }) =>
    [
      phasePosition(client) > 0
        ? t('progress.position', {
            position: phasePosition(client),
            count: PHASES.length,
            phase: phaseName(currentPhase(client)),
          })
        : t('noPhase'),
      tasks.total > 0 ? t('progress.tasksDone', tasks) : t('progress.noTasks'),
    ].join('. ');
}

/**
 * The hub's view: the six phases as a stepper (done, current, ahead, with dates where known) and a bar of
 * the tasks done.
 */
export function PhaseStepper({ client }: { client: ClientDto }) {
  const { t, phaseName, dateText } = usePhaseText();
  const steps = phaseSteps(client);
  const tasks = taskProgress(client.tasks);
  return (
    <Stack gap={4}>
      <List.Root
        as="ol"
        aria-label={t('progress.phasesLabel')}
        listStyleType="none"
        ps={0}
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: `repeat(${PHASES.length}, 1fr)` }}
        gap={3}
      >
        {steps.map((step, i) => {
          const date = dateText(step);
          return (
            <List.Item
              key={step.phase}
              data-phase={step.phase}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <HStack align="start" gap={2}>
                <Box
                  aria-hidden="true"
                  flexShrink={0}
                  boxSize="7"
                  rounded="full"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  fontSize="sm"
                  fontWeight="bold"
                  borderWidth="2px"
                  borderColor={step.state === 'upcoming' ? 'gray.500' : 'brand.600'}
                  bg={step.state === 'done' ? 'brand.600' : 'bg'}
                  color={
                    step.state === 'done' ? 'white' : step.state === 'current' ? 'brand.700' : 'fg.muted'
                  }
                >
                  {step.state === 'done' ? '✓' : i + 1}
                </Box>
                <Stack gap={0}>
                  <Text fontWeight={step.state === 'current' ? 'bold' : 'medium'} fontSize="sm">
                    {phaseName(step.phase)}
                    <VisuallyHidden>, {t(`progress.state.${step.state}`)}</VisuallyHidden>
                  </Text>
                  {step.state === 'current' && (
                    <Text fontSize="xs" color="brand.700" aria-hidden="true">
                      {t('progress.state.current')}
                    </Text>
                  )}
                  {date && (
                    <Text fontSize="xs" color="fg.muted">
                      {date}
                    </Text>
                  )}
                </Stack>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
      <Stack gap={1} maxW="md">
        <Text fontSize="sm" id="tasks-done-text">
          {tasks.total > 0 ? t('progress.tasksDone', tasks) : t('progress.noTasks')}
        </Text>
        <ProgressBar
          value={tasks.done}
          max={tasks.total}
          label={t('progress.tasksLabel')}
          valueText={tasks.total > 0 ? t('progress.tasksDone', tasks) : t('progress.noTasks')}
        />
      </Stack>
    </Stack>
  );
}

/**
 * The client lists' compact view: the phase with its position ("2/6 phases") over a bar of the phases reached,
 * and the tasks done as text under it. The bar measures the phase, so the count beside it is the phase's: the
 * tasks' count once sat there and read as the bar's (issue 27 item 12, decision 203).
 */
export function CompactProgress({ client }: { client: ClientListItem }) {
  const { t, phaseName } = usePhaseText();
  const text = useProgressText();
  const phase = currentPhase(client);
  return (
    <Stack gap={1} minW="36" data-progress={phasePosition(client)}>
      <HStack justify="space-between" gap={2} fontSize="xs">
        <Text fontWeight="medium">{phaseName(phase)}</Text>
        <Text color="fg.muted" data-testid="phase-count">
          {t('progress.phasesShort', { position: phasePosition(client), count: PHASES.length })}
        </Text>
      </HStack>
      <ProgressBar
        size="sm"
        value={phasePosition(client)}
        max={PHASES.length}
        label={t('progress.barLabel', { client: client.name })}
        valueText={text(client, client.taskCounts)}
      />
      <Text fontSize="xs" color="fg.muted" data-testid="task-count">
        {t('progress.tasksShort', client.taskCounts)}
      </Text>
    </Stack>
  );
}
