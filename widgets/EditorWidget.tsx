/**
 * The rich-text widget (`editor`, spec 02 "Rich-text editor"): quill through react-quill-new, loaded lazily so the
 * sign-in page and forms without rich text never download it. The value is HTML; the server cleans it with its
 * allow-list sanitiser when stored, and a locked (disabled or read-only) field shows it cleaned again with DOMPurify,
 * whatever was stored. Pictures go through the file upload (type `editor`) and the HTML keeps their public address.
 * An editor holding nothing but an empty paragraph reports no value.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Spin } from 'antd';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useMemo } from 'react';
import type { Language } from '../runtime/core/i18n/languages';
import { refuseFile } from '../runtime/core/files/rules';
import { schemaFormContext } from '../runtime/react/form/form-context';
import { useHost, type DataProvider } from '../runtime/react/host';
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

/**
 * The same editor as a controlled input outside schema forms (e.g. an antd Form.Item in a hand-written dialog):
 * `value` in, HTML out through `onChange`, an empty editor reported as ''.
 */
export function RichTextInput(props: { id?: string; value?: string; onChange?: (html: string) => void; height?: number; placeholder?: string; disabled?: boolean; language: Language }) {
  const value = typeof props.value === 'string' ? props.value : '';
  if (props.disabled) return <RichTextView id={props.id} html={value} />;
  return (
    <Suspense fallback={<Spin size="small" />}>
      <QuillEditor
        id={props.id ?? 'rich-text'}
        value={value}
        placeholder={props.placeholder ?? ''}
        height={props.height ?? 240}
        onChange={(html) => props.onChange?.(isEmptyHtml(html) ? '' : html)}
        onBlur={() => {}}
        language={props.language}
      />
    </Suspense>
  );
}

/** The upload type of pictures placed in rich text; they are served publicly by id (`GET /api/file/Image/editor/{fileId}`). */
const EDITOR_IMAGE_TYPE = 'editor';

/** Checks a picture (images only, 10 MB, spec 02 §9), uploads it and resolves with the address the HTML keeps. */
export function editorImageUploader(data: DataProvider, notifyError: (text: string) => void, t: (key: string, params?: Record<string, string | number>) => string) {
  return async (file: File): Promise<string> => {
    const refusal = refuseFile({ image: true, sizeLimit: { size: 10, unit: 'MB' } }, file);
    if (refusal) {
      notifyError(t(refusal.key, refusal.params as Record<string, string | number>));
      throw new Error(refusal.key);
    }
    try {
      const answer = await data.upload(`/api/file/Uploader/${EDITOR_IMAGE_TYPE}`, file, {}, file.name);
      const stored = answer.data as { fileId: string };
      return `/api/file/Image/${EDITOR_IMAGE_TYPE}/${encodeURIComponent(stored.fileId)}`;
    } catch (error) {
      // The http client shows a refusal itself; a bare transport failure gets 上传失败.
      if (!(error as { final?: boolean })?.final) notifyError(t('file.statusError'));
      throw error;
    }
  };
}

/** The `editor` widget. */
export function EditorWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const host = useHost();
  const { t } = schemaFormContext(props.registry.formContext);
  const uploadImage = useMemo(() => editorImageUploader(host.data, host.notify.error, t), [host.data, host.notify.error, t]);
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
        uploadImage={uploadImage}
        language={host.language}
      />
    </Suspense>
  );
}
