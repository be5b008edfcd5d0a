import { Box, Button, CloseButton, HStack, Heading, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetClientQuery } from '../../clients/api/clientsApi.js';
import { useConfiguration, useSupportEmail } from '../../reference/hooks/useConfiguration.js';
import {
  SUPPORT_PANEL_ANIMATION_MS,
  isPanelShown,
  supportPanelReducer,
  type SupportPanelState,
} from '../supportPanel.js';
import { ConsultantContact } from './SupportFooter.js';

/**
 * The hub's Get Help (spec section 2): a panel sliding in from the side over a mask. It cycles collapsed →
 * expanding → expanded → collapsing and closes on Escape, on a click on the mask or on its close button;
 * focus moves into it when it opens and back to Get Help when it closes.
 */
export function SupportPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation('hub');
  const { t: tn } = useTranslation('nav');
  const [state, dispatch] = useReducer(supportPanelReducer, 'collapsed' as SupportPanelState);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(false);
  const panelId = useId();
  const titleId = useId();
  const client = useGetClientQuery(clientId, { skip: !isPanelShown(state) });
  const configuration = useConfiguration();
  const supportEmail = useSupportEmail();

  // The moving states last as long as the animation.
  useEffect(() => {
    if (state !== 'expanding' && state !== 'collapsing') return;
    const timer = setTimeout(() => dispatch('animationDone'), SUPPORT_PANEL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // Escape closes it, wherever focus is.
  useEffect(() => {
    if (!isPanelShown(state)) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch('close');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state]);

  // Focus in when it opens, back to the trigger once it has closed.
  useEffect(() => {
    if (state === 'expanding') closeButton.current?.focus();
    if (state === 'collapsed' && wasShown.current) trigger.current?.focus();
    wasShown.current = isPanelShown(state);
  }, [state]);

  const open = state === 'expanding' || state === 'expanded';
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={isPanelShown(state) ? panelId : undefined}
        onClick={() => dispatch('toggle')}
      >
        {tn('getHelp')}
      </Button>
      {isPanelShown(state) && (
        <Portal>
          <Box
            data-testid="support-panel-mask"
            position="fixed"
            inset="0"
            bg="blackAlpha.600"
            zIndex="overlay"
            aria-hidden="true"
            animation={`${open ? 'fade-in' : 'fade-out'} ${SUPPORT_PANEL_ANIMATION_MS}ms ease-out forwards`}
            onClick={() => dispatch('close')}
          />
          <Box
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            data-state={state}
            data-testid="support-panel"
            position="fixed"
            top="0"
            insetEnd="0"
            height="100vh"
            width={{ base: 'full', sm: 'sm' }}
            bg="bg.panel"
            shadow="lg"
            zIndex="modal"
            p={6}
            overflowY="auto"
            animation={`${open ? 'slide-from-right-full' : 'slide-to-right-full'} ${SUPPORT_PANEL_ANIMATION_MS}ms ease-out forwards`}
          >
            <Stack gap={6}>
              <HStack justify="space-between">
                <Heading as="h2" size="lg" id={titleId}>
                  {t('support.title')}
                </Heading>
                <CloseButton
                  ref={closeButton}
                  size="sm"
                  aria-label={t('support.close')}
                  onClick={() => dispatch('close')}
                />
              </HStack>
              <Stack gap={2}>
                <Heading as="h3" size="sm">
                  {t('support.consultant')}
                </Heading>
                {client.data ? (
                  <ConsultantContact consultant={client.data.implementationConsultant} />
                ) : (
                  <Text color="fg.muted">{t('support.noConsultant')}</Text>
                )}
              </Stack>
              <Stack gap={1}>
                <Heading as="h3" size="sm">
                  {t('support.team')}
                </Heading>
                <Text>
                  {t('support.email')}:{' '}
                  <Link href={`mailto:${supportEmail}`} colorPalette="brand">
                    {supportEmail}
                  </Link>
                </Text>
                {configuration?.supportPhone && (
                  <Text>
                    {t('support.phone')}: {configuration.supportPhone}
                  </Text>
                )}
              </Stack>
            </Stack>
          </Box>
        </Portal>
      )}
    </>
  );
}
