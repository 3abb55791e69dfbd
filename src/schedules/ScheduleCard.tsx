/**
 * The home page's schedule card (issue 12 §3): a month calendar marking the days with schedules, the chosen day's
 * schedules (the caller's own and those they take part in) with their time and urgency, and 新建日程. Choosing a
 * schedule opens 查看日程 with type 1 (delete offered to its creator); the creator may also edit it from the list.
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Calendar, Card, Empty, List, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleRecord } from '../../runtime/core/contract/schedule';
import { listSchedules } from './api';
import { urgentColour, urgentLabel } from './labels';
import { ScheduleFormDialog } from './ScheduleFormDialog';
import { ScheduleViewDialog, type ScheduleTarget } from './ScheduleViewDialog';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The days an occurrence covers, as YYYY-MM-DD (an occurrence ending at midnight does not cover the next day). */
function daysOf(item: ScheduleRecord): string[] {
  const days: string[] = [];
  const last = dayjs(item.endDay - 1);
  for (let day = dayjs(item.startDay).startOf('day'); !day.isAfter(last, 'day') && days.length < 62; day = day.add(1, 'day')) days.push(day.format(DAY_FORMAT));
  return days;
}

/** The card. */
export function ScheduleCard() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [selected, setSelected] = useState(() => dayjs());
  const [items, setItems] = useState<ScheduleRecord[]>([]);
  const [viewing, setViewing] = useState<ScheduleTarget>();
  const [editing, setEditing] = useState<{ record?: ScheduleRecord } | undefined>();

  const load = useCallback(async () => {
    // The calendar shows six weeks around the month.
    const from = month.startOf('month').startOf('week').subtract(7, 'day');
    try {
      setItems((await listSchedules(from.valueOf(), from.add(7, 'week').valueOf())).list);
    } catch {
      // shown by the http client
    }
  }, [month]);
  useEffect(() => void load(), [load]);

  const byDay = useMemo(() => {
    const map = new Map<string, ScheduleRecord[]>();
    for (const item of items) for (const day of daysOf(item)) map.set(day, [...(map.get(day) ?? []), item]);
    return map;
  }, [items]);
  const dayItems = byDay.get(selected.format(DAY_FORMAT)) ?? [];
  const closeView = useCallback(() => setViewing(undefined), []);

  return (
    <Card
      title={t('schedule.cardTitle')}
      style={{ marginTop: 16 }}
      data-testid="schedule-card"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="schedule-add">
          {t('schedule.add')}
        </Button>
      }
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: '0 0 320px', maxWidth: '100%' }}>
          <Calendar
            fullscreen={false}
            value={selected}
            onSelect={(date) => {
              setSelected(date);
              if (!date.isSame(month, 'month')) setMonth(date.startOf('month'));
            }}
            onPanelChange={(date) => {
              setSelected(date);
              setMonth(date.startOf('month'));
            }}
            // antd puts what cellRender returns under the day number it draws itself: only the marker goes here.
            cellRender={(current, info) => {
              if (info.type !== 'date') return null;
              const count = byDay.get(current.format(DAY_FORMAT))?.length ?? 0;
              if (!count) return null;
              return (
                <div data-testid={`schedule-day-${current.format(DAY_FORMAT)}`} style={{ position: 'relative', height: 0 }}>
                  <Badge status="processing" style={{ position: 'absolute', top: -4, left: '50%', transform: 'translateX(-50%)' }} />
                </div>
              );
            }}
          />
        </div>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <div style={{ fontWeight: 500, marginBottom: 8 }}>{selected.isSame(dayjs(), 'day') ? `${t('schedule.today')} ${selected.format(DAY_FORMAT)}` : selected.format(DAY_FORMAT)}</div>
          {dayItems.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schedule.empty')} />
          ) : (
            <List
              size="small"
              data-testid="schedule-day-list"
              dataSource={dayItems}
              renderItem={(item) => (
                <List.Item
                  actions={
                    item.isCreator
                      ? [<Button key="edit" type="link" size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => setEditing({ record: item })} data-testid={`schedule-edit-${item.id}`} />]
                      : []
                  }
                >
                  <a onClick={() => setViewing({ id: item.id, groupId: item.groupId, type: 1 })} data-testid={`schedule-item-${item.id}`} style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
                    <Tag color={urgentColour(item.urgent)}>{urgentLabel(t, item.urgent)}</Tag>
                    <span style={{ whiteSpace: 'nowrap' }}>
                      {dayjs(item.startDay).format('HH:mm')}–{dayjs(item.endDay).format(dayjs(item.endDay).isSame(item.startDay, 'day') ? 'HH:mm' : 'MM-DD HH:mm')}
                    </span>
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.title}</span>
                  </a>
                </List.Item>
              )}
            />
          )}
        </div>
      </div>
      <ScheduleViewDialog target={viewing} onClose={closeView} onDeleted={() => void load()} />
      <ScheduleFormDialog open={Boolean(editing)} record={editing?.record} day={selected} onClose={() => setEditing(undefined)} onSaved={() => void load()} />
    </Card>
  );
}
