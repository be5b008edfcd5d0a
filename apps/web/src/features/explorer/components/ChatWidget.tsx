import { useTranslation } from 'react-i18next';
import { useChatWidgetWatch } from '../hooks/useChatWidgetWatch.js';
import type { ExplorerPublicPage } from '../types.js';
import '../explorer.css';

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
    <aside
      className="xp-chat"
      aria-label={t('chat.label')}
      data-explorer-chat-widget=""
      data-department={department}
      data-online={online ? 'true' : 'false'}
    >
      <p className="xp-strong">{t('chat.label')}</p>
      <p>{online ? t('chat.online') : t('chat.offline')}</p>
    </aside>
  );
}
