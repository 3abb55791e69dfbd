/**
 * The rich-text widget (`editor`, spec 02 "Rich-text editor"): quill through react-quill-new, loaded lazily so the
 * sign-in page and forms without rich text never download it. The value is HTML; the server cleans it with its
 * allow-list sanitiser when stored, and a locked (disabled or read-only) field shows it cleaned again with DOMPurify,
 * whatever was stored. An editor holding nothing but an empty paragraph reports no value.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Spin } from 'antd';
import DOMPurify from 'dompurify';
import { lazy, Suspense } from 'react';
import { fieldSpec, isLocked, numberProp } from './field-options';

const QuillEditor = lazy(() => import('./editor/QuillEditor'));

/** True for the HTML of an editor with no content (quill's empty paragraph). */
export function isEmptyHtml(html: string): boolean {
  return html.replace(/<p>(<br\s*\/?>)?<\/p>/g, '').trim() === '';
}

/** Rich text shown read-only, cleaned in the browser; a disabled fieldset, so nothing inside takes input. */
export function RichTextView({ html, id }: { html: string; id?: string }) {
  return (
    <fieldset id={id} disabled className="klx-rich-text ql-editor" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
  );
}

/** The `editor` widget. */
export function EditorWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const value = typeof props.value === 'string' ? props.value : '';
  if (isLocked(props)) return <RichTextView id={props.id} html={value} />;
  return (
    <Suspense fallback={<Spin size="small" />}>
      <QuillEditor
        id={props.id}
        value={value}
        placeholder={props.placeholder || (props.options.placeholder as string | undefined) || ''}
        height={numberProp(spec, 'height') ?? 240}
        onChange={(html) => props.onChange(isEmptyHtml(html) ? props.options.emptyValue : html)}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
    </Suspense>
  );
}
