/**
 * The JSON view's editor: CodeMirror with the definition's JSON Schema (runtime/core/lowcode/definition-json-schema.ts)
 * through codemirror-json-schema — it underlines what the schema refuses and completes property names and kinds.
 * Loaded lazily by the JSON dialog, so CodeMirror is fetched only when the view is opened.
 */
import CodeMirror from '@uiw/react-codemirror';
import { jsonSchema } from 'codemirror-json-schema';
import { useMemo } from 'react';
import { definitionJsonSchema } from '../../../../runtime/core/lowcode/definition-json-schema';

/** Props of {@link JsonEditor}. */
export interface JsonEditorProps {
  value: string;
  onChange(value: string): void;
}

/** The editor. */
export default function JsonEditor({ value, onChange }: JsonEditorProps) {
  const extensions = useMemo(() => [jsonSchema(definitionJsonSchema() as never)], []);
  return <CodeMirror value={value} height="60vh" extensions={extensions} onChange={onChange} basicSetup={{ lineNumbers: true, foldGutter: true }} />;
}
