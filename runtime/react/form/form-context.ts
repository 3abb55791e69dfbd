/**
 * What a schema form hands to its widgets through rjsf's `formContext`: the screen's translator, the edited
 * record's id (absent when adding), the values the screen was opened with and the form's current values. Widgets read it from
 * `props.registry.formContext`, so a widget needs no React context of its own beyond the host.
 */
import type { Translate } from '../../core/schema/messages';

/** The form context of a schema form. */
export interface SchemaFormContext {
  t: Translate;
  schemaId: string;
  /** The edited record's id; undefined when adding. */
  recordId?: string;
  /** Values the screen was opened with (e.g. the selected left-tree node's typeId and isTree). */
  context: Record<string, unknown>;
  /** The form's current values, for sources whose URL names another field (dependent choices). */
  values: Record<string, unknown>;
}

/** Reads the schema form context from a widget's props, with safe defaults for widgets rendered elsewhere. */
export function schemaFormContext(formContext: unknown): SchemaFormContext {
  const value = (formContext ?? {}) as Partial<SchemaFormContext>;
  return { t: value.t ?? ((key) => key), schemaId: value.schemaId ?? '', recordId: value.recordId, context: value.context ?? {}, values: value.values ?? {} };
}
