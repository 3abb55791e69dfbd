/**
 * Creating and editing a schedule (spec 03 §3 "Schedule"): type, urgency (1 normal by default), title, content,
 * start and end (yyyy-MM-dd HH:mm), participants, repetition with its end, and a reminder. It validates before
 * saving, shows the server's message on success and closes; on failure it stays open. Editing a repeating
 * schedule asks first which occurrences the change is for (修改确认: this, this and later, all).
 */
import { DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_REMINDERS, SCHEDULE_REPETITIONS, SCHEDULE_TYPES, SCHEDULE_URGENCIES, type ScheduleRecord, type ScheduleScope } from '../../runtime/core/contract/schedule';
import { http } from '../api/client';
import { notifySuccess } from '../host/notify';
import { createSchedule, updateSchedule, type ScheduleBody } from './api';
import { TIME_FORMAT, reminderLabel, repetitionLabel, typeLabel, urgentLabel } from './labels';
import { ScopeDialog } from './ScopeDialog';

interface FormValues {
  type: string;
  urgent: number;
  title: string;
  content?: string;
  startDay: Dayjs;
  endDay: Dayjs;
  toUserIds: string[];
  repetition: string;
  repeatTime?: Dayjs | null;
  reminderTime: number;
}

/** The dialog's width. */
export const FORM_DIALOG_WIDTH = 600;

function initialValues(record: ScheduleRecord | undefined, day: Dayjs | undefined): FormValues {
  if (record) {
    return {
      type: record.type,
      urgent: record.urgent,
      title: record.title,
      content: record.content,
      startDay: dayjs(record.startDay),
      endDay: dayjs(record.endDay),
      toUserIds: record.toUserIds,
      repetition: record.repetition,
      repeatTime: record.repeatTime ? dayjs(record.repeatTime) : null,
      reminderTime: record.reminderTime,
    };
  }
  // A new schedule starts at the next full hour of the chosen day and lasts an hour.
  const now = dayjs();
  const start = (day ?? now).hour(now.hour()).minute(0).second(0).millisecond(0).add(1, 'hour');
  return { type: '1', urgent: 1, title: '', content: '', startDay: start, endDay: start.add(1, 'hour'), toUserIds: [], repetition: '1', repeatTime: null, reminderTime: -1 };
}

function toBody(values: FormValues): ScheduleBody {
  return {
    type: values.type,
    urgent: values.urgent,
    title: values.title.trim(),
    content: values.content ?? '',
    startDay: values.startDay.second(0).millisecond(0).valueOf(),
    endDay: values.endDay.second(0).millisecond(0).valueOf(),
    toUserIds: values.toUserIds ?? [],
    repetition: values.repetition,
    // The repetition ends at the end of the chosen day.
    repeatTime: values.repetition !== '1' && values.repeatTime ? values.repeatTime.endOf('day').valueOf() : null,
    reminderTime: values.reminderTime,
  };
}

/** The dialog: open with `record` to edit, without to create (on `day`, default today). */
export function ScheduleFormDialog(props: { open: boolean; record?: ScheduleRecord; day?: Dayjs; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<ScheduleBody>();
  const [people, setPeople] = useState<Array<{ value: string; label: string }>>([]);
  const repetition = Form.useWatch('repetition', form);
  const { open, record, day } = props;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(record, day));
    // Participants are picked by name from the enabled users (the picker call any signed-in user may make).
    http.get<{ list: Array<{ id: string; fullName: string }> }>('/api/permission/Users/All').then(
      (answer) => setPeople(answer.list.map((user) => ({ value: user.id, label: user.fullName }))),
      () => undefined,
    );
  }, [open, record, day, form]);

  // Names of participants already chosen stay readable even before the list arrives.
  const options = useMemo(() => {
    const known = new Set(people.map((person) => person.value));
    return [...people, ...(record?.toUsers ?? []).filter((user) => !known.has(user.id)).map((user) => ({ value: user.id, label: user.name }))];
  }, [people, record]);

  const save = async (body: ScheduleBody, scope?: ScheduleScope) => {
    setSaving(true);
    try {
      const answer = record ? await updateSchedule(record.id, scope ?? 3, body) : await createSchedule(body);
      notifySuccess(answer.msg, 1);
      setPending(undefined);
      props.onClose();
      props.onSaved();
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = toBody(values);
    if (record && record.repetition !== '1') {
      setPending(body);
      return;
    }
    await save(body).catch(() => undefined);
  };

  return (
    <Modal
      open={open}
      title={t(record ? 'schedule.editTitle' : 'schedule.add')}
      width={FORM_DIALOG_WIDTH}
      mask={{ closable: false }}
      okText={t('schedule.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={props.onClose}
      data-testid="schedule-form-dialog"
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }}>
        <Form.Item name="type" label={t('schedule.type')}>
          <Select options={SCHEDULE_TYPES.map((value) => ({ value, label: typeLabel(t, value) }))} />
        </Form.Item>
        <Form.Item name="urgent" label={t('schedule.urgent')}>
          <Radio.Group options={SCHEDULE_URGENCIES.map((value) => ({ value, label: urgentLabel(t, value) }))} />
        </Form.Item>
        <Form.Item name="title" label={t('schedule.title')} rules={[{ required: true, whitespace: true, message: t('schedule.titleRequired') }, { max: 100 }]}>
          <Input maxLength={100} data-testid="schedule-title" />
        </Form.Item>
        <Form.Item name="content" label={t('schedule.content')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="startDay" label={t('schedule.startDay')} rules={[{ required: true, message: t('schedule.timeRequired') }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} allowClear={false} data-testid="schedule-start" />
        </Form.Item>
        <Form.Item
          name="endDay"
          label={t('schedule.endDay')}
          dependencies={['startDay']}
          rules={[
            { required: true, message: t('schedule.timeRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | undefined) => {
                const start = getFieldValue('startDay') as Dayjs | undefined;
                return !value || !start || value.isAfter(start, 'minute') ? Promise.resolve() : Promise.reject(new Error(t('schedule.endAfterStart')));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} allowClear={false} data-testid="schedule-end" />
        </Form.Item>
        <Form.Item name="toUserIds" label={t('schedule.participants')}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={options} placeholder={t('schedule.participantsSearch')} />
        </Form.Item>
        <Form.Item name="repetition" label={t('schedule.repetition')}>
          <Select options={SCHEDULE_REPETITIONS.map((value) => ({ value, label: repetitionLabel(t, value) }))} data-testid="schedule-repetition" />
        </Form.Item>
        {repetition && repetition !== '1' ? (
          <Form.Item name="repeatTime" label={t('schedule.repeatTime')} rules={[{ required: true, message: t('schedule.repeatTimeRequired') }]}>
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} data-testid="schedule-repeat-time" />
          </Form.Item>
        ) : null}
        <Form.Item name="reminderTime" label={t('schedule.reminder')}>
          <Select options={SCHEDULE_REMINDERS.map((value) => ({ value, label: reminderLabel(t, value) }))} />
        </Form.Item>
      </Form>
      <ScopeDialog open={Boolean(pending)} purpose="edit" onCancel={() => setPending(undefined)} onConfirm={(scope) => save(pending!, scope)} />
    </Modal>
  );
}
