/**
 * The navbar's chat entry (spec 01 §2.4, §4.5): an icon that blinks while any chat message is unread and opens the
 * chat drawer. The drawer and window are loaded lazily, on the first open.
 */
import { CommentOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatState, totalUnread } from './store';
import './chat.css';

const ChatDrawer = lazy(() => import('./ChatDrawer'));

/** The chat icon and, once opened, its drawer. */
export function ChatButton() {
  const { t } = useTranslation();
  const { unread, drawerOpen } = useSnapshot(chatState);
  const [loaded, setLoaded] = useState(false);
  const count = totalUnread(unread);
  return (
    <>
      <Tooltip title={t('chat.open')}>
        <Badge dot={count > 0} offset={[-6, 6]}>
          <Button
            type="text"
            className={count > 0 ? 'klx-chat-blink' : undefined}
            icon={<CommentOutlined />}
            aria-label={t('chat.open')}
            data-testid="chat-open"
            data-unread={count}
            onClick={() => {
              setLoaded(true);
              chatState.drawerOpen = true;
            }}
          />
        </Badge>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ChatDrawer open={drawerOpen} onClose={() => (chatState.drawerOpen = false)} />
        </Suspense>
      )}
    </>
  );
}
