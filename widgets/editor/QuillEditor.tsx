/**
 * The quill editor behind the `editor` widget, in its own module so it loads only when a form shows rich text
 * (EditorWidget imports it with React.lazy): the toolbar of spec 02 "Rich-text editor", placeholder 请输入. With
 * `uploadImage`, the toolbar's image button sends the chosen picture through the file upload and places the stored
 * image's address at the cursor, instead of quill's default of inlining the picture's bytes into the HTML.
 */
import { useMemo, useRef, type CSSProperties } from 'react';
import ReactQuill from 'react-quill-new';
import type { Language } from '../../runtime/core/i18n/languages';
import { toolbarLabelProperties } from './toolbar-labels';
import 'react-quill-new/dist/quill.snow.css';
import './quill-editor.css';

/** Spec 02: bold, italic, underline, strike, headers 1-6, size, colour, background, blockquote, code block, lists, indent, alignment, direction, clean, link, image. */
export const EDITOR_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ color: [] }, { background: [] }],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  [{ direction: 'rtl' }],
  ['clean'],
  ['link', 'image'],
];

/** What the editor shows and reports. */
export interface QuillEditorProps {
  id: string;
  value: string;
  placeholder: string;
  height: number;
  onChange(html: string): void;
  onBlur(): void;
  /** The language of the toolbar's picker and link-tooltip words. */
  language: Language;
  /** Uploads a chosen picture and resolves with its address, or rejects (having said why). */
  uploadImage?(file: File): Promise<string>;
}

/** The editor (default export for React.lazy). */
export default function QuillEditor(props: QuillEditorProps) {
  const editor = useRef<ReactQuill>(null);
  const { language } = props;
  const labels = useMemo(() => toolbarLabelProperties(language) as CSSProperties, [language]);
  const upload = useRef(props.uploadImage);
  upload.current = props.uploadImage;
  const hasUpload = props.uploadImage !== undefined;
  const modules = useMemo(() => {
    if (!hasUpload) return { toolbar: EDITOR_TOOLBAR };
    const chooseImage = () => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = 'image/*';
      input.onchange = () => {
        const file = input.files?.[0];
        const quill = editor.current?.getEditor();
        if (!file || !quill || !upload.current) return;
        const at = quill.getSelection(true)?.index ?? quill.getLength();
        upload.current(file).then(
          (url) => {
            quill.insertEmbed(at, 'image', url, 'user');
            quill.setSelection(at + 1, 0, 'user');
          },
          () => undefined,
        );
      };
      input.click();
    };
    return { toolbar: { container: EDITOR_TOOLBAR, handlers: { image: chooseImage } } };
  }, [hasUpload]);
  return (
    <div id={props.id} className="klx-editor" style={labels}>
      <ReactQuill ref={editor} theme="snow" value={props.value} placeholder={props.placeholder} modules={modules} style={{ height: props.height }} onChange={(html) => props.onChange(html)} onBlur={() => props.onBlur()} />
    </div>
  );
}
