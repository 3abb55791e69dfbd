/**
 * Opening a message from a list: reads it (marking it read), refreshes the counts, then acts by type (spec 01
 * §4.4) — a schedule message opens 查看日程 on its occurrence (view only, type 2), unless its body says 3.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openAction } from '../../runtime/core/messages/open-rule';
import { buildFlowDetailUrl } from '../../runtime/core/workflow/detail-link';
import { session } from '../stores/session';
import type { ScheduleTarget } from '../schedules/ScheduleViewDialog';
import { readMessage, unreadCounts, type MessageDetail, type MessageItem } from './api';
import { setCounts } from './store';

function flowBody(bodyText: string): object {
  try {
    const value: unknown = JSON.parse(bodyText);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** Returns the opener, the message the detail dialog shows and the schedule the schedule viewer shows. */
export function useOpenMessage(onRead?: (id: string) => void) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<MessageDetail>();
  const [schedule, setSchedule] = useState<ScheduleTarget>();
  const open = useCallback(
    async (item: MessageItem) => {
      const detail = await readMessage(item.id);
      onRead?.(item.id);
      void unreadCounts().then(setCounts, () => undefined);
      const action = openAction(detail);
      if (action.kind === 'dialog') setShown(detail);
      else if (action.kind === 'schedule') setSchedule({ id: action.id, groupId: action.groupId, type: action.type });
      else if (action.kind === 'entrust') navigate('/workFlow/entrust?config=1');
      else if (action.kind === 'flowDetail') navigate(buildFlowDetailUrl(flowBody(action.config), session.token));
    },
    [navigate, onRead],
  );
  const closeSchedule = useCallback(() => setSchedule(undefined), []);
  return { open, shown, close: () => setShown(undefined), schedule, closeSchedule };
}
