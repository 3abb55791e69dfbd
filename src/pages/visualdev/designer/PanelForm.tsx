/**
 * A designer panel rendered by the runtime's own SchemaForm: the panel is a screen schema generated from
 * descriptors (runtime/core/lowcode/panel-schema.ts), its values are read from the definition and every change is
 * written back through `onChange`. The form is the one schema screens use, so the designer is built with the
 * runtime it feeds. Only the user's edits are written back: the defaults the form fills in when it opens are not
 * changes to the definition (they would mark it unsaved and fill the undo history).
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../runtime/core/i18n/languages';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { SchemaForm } from '../../../../runtime/react/form/SchemaForm';

/** Props of {@link PanelForm}. */
export interface PanelFormProps {
  schema: ScreenSchema;
  values: Record<string, unknown>;
  onChange(values: Record<string, unknown>): void;
  testId: string;
}

/** One panel. */
export function PanelForm({ schema, values, onChange, testId }: PanelFormProps) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const t = useMemo(() => screenTranslator(schema, language), [schema, language]);
  const edited = useRef(false);
  return (
    <div data-testid={testId} className="designer-panel">
      <SchemaForm
        schema={schema}
        t={t}
        values={values}
        mode="edit"
        onEdit={() => {
          edited.current = true;
        }}
        onChange={(next) => {
          if (!edited.current) return;
          edited.current = false;
          onChange(next);
        }}
      />
    </div>
  );
}
