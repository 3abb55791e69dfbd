/**
 * An HTML template with placeholders (`htmlTemplate`; print templates): the HTML as text — tables and all, which a
 * rich-text editor would flatten — a 插入字段 choice over the field's source that puts `{{key}}` at the cursor, and
 * the template shown below as it will look, cleaned with DOMPurify. The server cleans the HTML with its allow-list
 * sanitiser when it is stored.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Input, Select } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import DOMPurify from 'dompurify';
import { useRef } from 'react';
import { schemaFormContext } from '../runtime/react/form/form-context';
import { useHost } from '../runtime/react/host';
import { flattenOptions, useOptions } from '../runtime/react/options';
import { fieldSpec, isLocked, numberProp, statusOf } from './field-options';

/** The text with `insert` in place of the selection [start, end). */
export function insertAt(text: string, start: number, end: number, insert: string): string {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return text.slice(0, from) + insert + text.slice(to);
}

/** The `htmlTemplate` widget. */
export function HtmlTemplateWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { data } = useHost();
  const { t } = schemaFormContext(props.registry.formContext);
  const { options, loading } = useOptions(spec.source, data, props.registry.formContext);
  const area = useRef<TextAreaRef>(null);
  const value = typeof props.value === 'string' ? props.value : '';
  const locked = isLocked(props);
  const insert = (key: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? value.length;
    props.onChange(insertAt(value, start, element?.selectionEnd ?? start, `{{${key}}}`));
  };
  return (
    <div className="klx-html-template" data-testid={`html-template-${props.name}`}>
      {spec.source && !locked ? (
        <Select
          style={{ width: 260, marginBottom: 8 }}
          placeholder={t('print.insertField')}
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          value={null}
          options={flattenOptions(options)}
          onChange={(key) => key !== null && key !== undefined && insert(String(key))}
          data-testid="html-template-insert"
        />
      ) : null}
      <Input.TextArea
        ref={area}
        id={props.id}
        name={props.name}
        rows={spec.rows ?? 10}
        value={value}
        disabled={props.disabled}
        readOnly={props.readonly}
        maxLength={numberProp(spec, 'maxLength')}
        status={statusOf(props)}
        style={{ fontFamily: 'monospace' }}
        onChange={(event) => props.onChange(event.target.value === '' ? props.options.emptyValue : event.target.value)}
        onBlur={(event) => props.onBlur(props.id, event.target.value)}
      />
      <div style={{ marginTop: 8, color: 'var(--ant-color-text-secondary)' }}>{t('print.templatePreview')}</div>
      <div
        className="klx-html-template__preview"
        data-testid="html-template-preview"
        style={{ border: '1px dashed var(--ant-color-border)', padding: 12, minHeight: 48, overflow: 'auto' }}
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }}
      />
    </div>
  );
}
