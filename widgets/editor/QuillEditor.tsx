/**
 * The quill editor behind the `editor` widget, in its own module so it loads only when a form shows rich text
 * (EditorWidget imports it with React.lazy): the toolbar of spec 02 "Rich-text editor", placeholder 请输入.
 */
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

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

const MODULES = { toolbar: EDITOR_TOOLBAR };

/** What the editor shows and reports. */
export interface QuillEditorProps {
  id: string;
  value: string;
  placeholder: string;
  height: number;
  onChange(html: string): void;
  onBlur(): void;
}

/** The editor (default export for React.lazy). */
export default function QuillEditor(props: QuillEditorProps) {
  return (
    <div id={props.id} className="klx-editor">
      <ReactQuill theme="snow" value={props.value} placeholder={props.placeholder} modules={MODULES} style={{ height: props.height }} onChange={(html) => props.onChange(html)} onBlur={() => props.onBlur()} />
    </div>
  );
}
