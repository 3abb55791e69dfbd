/**
 * The add/edit dialog every screen shares (spec 03 "Common dialog behaviour"): opened without an id it adds, with
 * one it loads the record and edits it. Saving validates first; while the call runs the save button shows its
 * loading state; on success the server's message (or the screen's success message when the provider cannot see
 * it) shows for `form.dialog.successMs`, the dialog closes and the list refreshes; on failure the loading ends and
 * the dialog stays open (the error toast is the data provider's job). A modal or a drawer, by `form.dialog.kind`.
 *
 * Typed input is not lost silently (issue 14): a click outside does not close the dialog unless the schema says
 * `maskClosable: true`, and closing it by Escape, the close icon or Cancel after the user changed a field asks
 * first (the host's confirmation); a dialog without changes closes at once.
 */
import { contextDefaultValues } from '../../core/schema/context-defaults';
import { Button, Drawer, Modal, Space, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost, type Row } from '../host';
import { payloadFromValues, valuesFromRecord } from './record-values';
import { idsUnderFieldNames } from '../../core/lowcode/picked-values';
import { SchemaForm, type SchemaFormHandle } from './SchemaForm';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  schema: ScreenSchema;
  t: Translate;
  open: boolean;
  /** The record to edit; absent to add. */
  recordId?: string;
  /** Values a new record starts with (e.g. the parent when adding a child). */
  initialValues?: Row;
  /** The dialog's mode argument (enabledWhenMode). */
  modeArg?: number;
  /** Values the screen was opened with (URL placeholders, scope). */
  context?: Record<string, unknown>;
  onClose(): void;
  /** Called after a successful save, before closing (the list refreshes). */
  onSaved(): void;
}

/** The add/edit dialog of a screen. */
export function FormDialog(props: FormDialogProps) {
  const { schema, t, open, recordId, context } = props;
  const host = useHost();
  const formRef = useRef<SchemaFormHandle>(null);
  const [values, setValues] = useState<Row>({});
  const [loaded, setLoaded] = useState<Row | undefined>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  // Whether the user changed a field since the dialog opened.
  const [edited, setEdited] = useState(false);
  const asking = useRef(false);
  const mode = recordId ? 'edit' : 'add';
  const dialog = schema.form.dialog;
  const call = { resource: schema.resource, context };

  useEffect(() => {
    if (!open) return;
    setSaving(false);
    setEdited(false);
    setLoaded(undefined);
    if (!recordId) {
      // A new record shows its context defaults (the server sets them again on save).
      const current = host.currentUser ? contextDefaultValues(schema.model, { ...host.currentUser, now: new Date() }) : {};
      setValues({ ...current, ...(props.initialValues ?? {}) });
      return;
    }
    let live = true;
    setLoading(true);
    host.data
      .get(call, recordId)
      .then((record) => {
        if (!live) return;
        setLoaded(record);
        // A related-form or popup field edits the id its record answers under `field_id` (picked-values.ts).
        setValues(valuesFromRecord(idsUnderFieldNames(schema, record)));
      })
      .catch(() => live && props.onClose())
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // Load once per opening and record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, recordId]);

  const save = useCallback(async () => {
    if (!formRef.current?.validate()) return;
    setSaving(true);
    try {
      const body = payloadFromValues(values, loaded, schema.model);
      const result = recordId ? await host.data.update(call, recordId, body) : await host.data.create(call, body);
      const fallback = (recordId ? schema.resource.successMessages?.update : schema.resource.successMessages?.create) ?? (recordId ? 'common.updateSuccess' : 'common.createSuccess');
      host.notify.success(result.msg || t(fallback), dialog.successMs);
      setSaving(false);
      props.onSaved();
      props.onClose();
    } catch {
      setSaving(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordId, values, loaded, host, schema, t, dialog.successMs, props.onSaved, props.onClose]);

  /** Closes at once when nothing was changed, else after the user confirms discarding the changes. */
  const requestClose = async () => {
    if (!edited) return props.onClose();
    if (asking.current) return;
    asking.current = true;
    try {
      const discard = await host.confirm({ title: t('common.tip'), content: t('common.discardChanges'), okText: t('common.confirm'), cancelText: t('common.cancel') });
      if (discard) props.onClose();
    } finally {
      asking.current = false;
    }
  };
  const close = () => void requestClose();

  const title = t(recordId ? dialog.title.edit : dialog.title.add);
  const body = (
    <Spin spinning={loading}>
      <SchemaForm ref={formRef} schema={schema} t={t} values={values} onChange={setValues} onEdit={() => setEdited(true)} mode={mode} recordId={recordId} modeArg={props.modeArg} context={context} />
    </Spin>
  );
  const closable = { closable: dialog.maskClosable ?? false };

  if (dialog.kind === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        size={dialog.width}
        mask={closable}
        keyboard={dialog.keyboard ?? true}
        destroyOnHidden
        onClose={close}
        footer={
          <Space style={{ float: 'right' }}>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} disabled={loading} onClick={() => void save()}>
              {t('common.confirm')}
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      width={dialog.width}
      mask={closable}
      keyboard={dialog.keyboard ?? true}
      destroyOnHidden
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={() => void save()}
      onCancel={close}
    >
      {body}
    </Modal>
  );
}
