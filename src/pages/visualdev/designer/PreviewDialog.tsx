/**
 * The live preview: the definition converted by the one adapter (runtime/core/lowcode/adapter.ts) into the screen
 * schema a released model gets, rendered by the runtime's SchemaForm — the form a user will fill in, with its
 * formulas, show rules and sub-tables working — and the list's columns. A definition the checker refuses shows its
 * problems instead, each naming the field.
 */
import { Alert, Modal, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../runtime/core/i18n/languages';
import { definitionToScreen, recordApiOf, screenIdOf } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { SchemaForm } from '../../../../runtime/react/form/SchemaForm';

/** Props of {@link PreviewDialog}. */
export interface PreviewDialogProps {
  open: boolean;
  onClose(): void;
  modelId: string;
  title: string;
  definition: Definition;
  /** The checker's problems, as texts in the UI's language (empty when sound). */
  problems: string[];
}

/** The preview dialog. */
export function PreviewDialog({ open, onClose, modelId, title, definition, problems }: PreviewDialogProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const [values, setValues] = useState<Record<string, unknown>>({});
  const schema = useMemo(() => {
    if (!open || problems.length) return undefined;
    try {
      return definitionToScreen(definition, { id: screenIdOf(modelId), route: 'onlineDev/webDesign', api: recordApiOf(modelId), title: { 'zh-CN': title || '-' } });
    } catch {
      return undefined;
    }
  }, [open, problems.length, definition, modelId, title]);
  const translate = useMemo(() => (schema ? screenTranslator(schema, language) : undefined), [schema, language]);
  return (
    <Modal title={t('designer.preview')} open={open} onCancel={onClose} footer={null} width={Math.min(schema?.form.dialog.width ?? 800, 1200)} destroyOnHidden>
      {!schema || !translate ? (
        <Alert type="error" showIcon message={t('designer.problemsTitle')} description={<ul data-testid="designer-preview-problems">{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>} />
      ) : (
        <Tabs
          items={[
            {
              key: 'form',
              label: t('designer.previewForm'),
              children: (
                <div data-testid="designer-preview-form">
                  <SchemaForm schema={schema} t={translate} values={values} onChange={setValues} mode="add" />
                </div>
              ),
            },
            {
              key: 'list',
              label: t('designer.previewList'),
              children: (
                <Table
                  data-testid="designer-preview-list"
                  size="small"
                  dataSource={[]}
                  columns={schema.list.columns.map((column) => ({ key: column.field, title: translate(schema.model.properties[column.field]?.title ?? column.field), width: column.width, align: column.align, fixed: column.fixed }))}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
