import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useChatWidgetWatch } from '../hooks/useChatWidgetWatch.js';
import type { ExplorerPublicPage } from '../types.js';

/**
 * The chat launcher (explorer spec §2): the department the page answer names ('Benefits Explorer Live' or
 * 'Benefits Explorer Demo'), online or offline. The provider's widget marks itself `data-explorer-chat-widget`;
 * when it has not appeared after 6 s a warning is logged.
 */
export function ChatWidget({ page }: { page: ExplorerPublicPage }) {
  const { t } = useTranslation('explorer');
  const enabled = page.enableContactUsLiveChat;
  useChatWidgetWatch(enabled);
  if (!enabled) return null;
  const { department, online } = page.chat;
  return (
    <Box
      as="aside"
      aria-label={t('chat.label')}
      data-explorer-chat-widget=""
      data-department={department}
      data-online={online ? 'true' : 'false'}
      mx={{ base: 3, md: 6 }}
      my={3}
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderRadius="md"
      shadow="md"
      px={3}
      py={2}
      maxW="16rem"
    >
      <Text fontWeight="semibold" fontSize="sm">
        {t('chat.label')}
      </Text>
      <Text fontSize="sm">{online ? t('chat.online') : t('chat.offline')}</Text>
    </Box>
  );
}
