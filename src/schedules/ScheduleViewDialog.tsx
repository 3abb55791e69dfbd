/**
 * The schedule view dialog 查看日程 (spec 03 "Schedule view dialog"): 600 px, not closable by Escape or a click
 * outside. It loads the occurrence and shows, read-only, type, urgency, title, content, start and end
 * (yyyy-MM-dd HH:mm), creator and participants; a failed load closes it. The footer has a delete button when it
 * was opened with type 1 (from the caller's own calendar; a reminder message opens it with type 2) and a cancel
 * button. Deleting asks 此操作将删除日程，是否继续？ (title 提示) and deletes with scope 3 when the schedule does not
 * repeat, else opens the scope choice (删除确认, 380 px); then it closes and the caller refreshes.
 */
import { App, Button, Descriptions, Modal, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleRecord, ScheduleScope } from '../../runtime/core/contract/schedule';
import { notifySuccess } from '../host/notify';
import { deleteSchedule, scheduleDetail } from './api';
import { TIME_FORMAT, repetitionLabel, typeLabel, urgentColour, urgentLabel } from './labels';
import { ScopeDialog } from './ScopeDialog';

/** The dialog's width (spec 03 §9). */
export const VIEW_DIALOG_WIDTH = 600;

/** Which occurrence to show, and how it was opened (1 with delete, 2 view only). */
export interface ScheduleTarget {
  id: string;
  groupId?: string;
  type: number;
}

/** The dialog; open while `target` is set. */
export function ScheduleViewDialog(props: { target: ScheduleTarget | undefined; onClose(): void; onDeleted?(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { target, onClose } = props;
  const [record, setRecord] = useState<ScheduleRecord>();
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    setRecord(undefined);
    if (!target) return;
    let current = true;
    scheduleDetail(target.id, target.groupId).then(
      (loaded) => current && setRecord(loaded),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [target, onClose]);

  const remove = async (scope: ScheduleScope) => {
    if (!record) return;
    const answer = await deleteSchedule(record.id, scope);
    notifySuccess(answer.msg);
    setChoosing(false);
    onClose();
    props.onDeleted?.();
  };

  const askDelete = () => {
    if (!record) return;
    if (record.repetition !== '1') {
      setChoosing(true);
      return;
    }
    modal.confirm({
      title: t('common.tip'),
      content: t('schedule.deleteConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => remove(3).catch(() => undefined),
    });
  };

  return (
    <Modal
      open={Boolean(target)}
      title={t('schedule.viewTitle')}
      width={VIEW_DIALOG_WIDTH}
      keyboard={false}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      data-testid="schedule-view-dialog"
      footer={[
        target?.type === 1 && record?.isCreator ? (
          <Button key="delete" danger onClick={askDelete} data-testid="schedule-view-delete">
            {t('common.delete')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
      ]}
    >
      <Spin spinning={!record}>
        {record ? (
          <Descriptions column={1} bordered size="small" data-testid="schedule-view">
            <Descriptions.Item label={t('schedule.type')}>{typeLabel(t, record.type)}</Descriptions.Item>
            <Descriptions.Item label={t('schedule.urgent')}>
              <Tag color={urgentColour(record.urgent)}>{urgentLabel(t, record.urgent)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('schedule.title')}>{record.title}</Descriptions.Item>
            <Descriptions.Item label={t('schedule.content')}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{record.content}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('schedule.startDay')}>{dayjs(record.startDay).format(TIME_FORMAT)}</Descriptions.Item>
            <Descriptions.Item label={t('schedule.endDay')}>{dayjs(record.endDay).format(TIME_FORMAT)}</Descriptions.Item>
            {record.repetition !== '1' ? (
              <Descriptions.Item label={t('schedule.repetition')}>
                {repetitionLabel(t, record.repetition)}
                {record.repeatTime ? ` (${t('schedule.repeatTime')} ${dayjs(record.repeatTime).format(TIME_FORMAT)})` : ''}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('schedule.creator')}>{record.creatorUser.name}</Descriptions.Item>
            <Descriptions.Item label={t('schedule.participants')}>{record.toUsers.map((user) => user.name).join('、') || '-'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <div style={{ minHeight: 120 }} />
        )}
      </Spin>
      <ScopeDialog open={choosing} purpose="delete" onCancel={() => setChoosing(false)} onConfirm={remove} />
    </Modal>
  );
}
