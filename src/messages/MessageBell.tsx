/** The navbar's message entry: a bell with the unread badge (at most 99 shown) that opens the message drawer. */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MessageDrawer } from './MessageDrawer';
import { badgeCount, messageState } from './store';

/** The bell and its drawer. */
export function MessageBell() {
  const { t } = useTranslation();
  const { counts } = useSnapshot(messageState);
  const [open, setOpen] = useState(false);
  const count = badgeCount(counts);
  return (
    <>
      <Tooltip title={t('msg.open')}>
        <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<BellOutlined />} aria-label={t('msg.open')} data-testid="message-bell" data-count={count} onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <MessageDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
