/**
 * Per-user column choices of a list (spec 02 "Data table"): which columns show, in what order, and which are
 * pinned left or right. They are kept per menu module under a `klx_` key and restored later; stored choices are
 * merged with the schema's current columns, so a column added to the schema appears and a removed one is dropped.
 */
import type { ListColumn } from '../../core/schema/types';
import type { SettingsStore } from '../host';

/** One column's choice (spec 02 §3 "Column setting": prop, visible, fixed). */
export interface ColumnSetting {
  prop: string;
  visible: boolean;
  fixed: 'left' | 'right' | '';
}

/** The storage key of a module's column choices for a screen. */
export function columnSettingsKey(modelId: string, schemaId: string): string {
  return `klx_columns_${modelId}_${schemaId}`;
}

/** The settings of the schema's columns when nothing is stored. */
export function defaultColumnSettings(columns: readonly ListColumn[]): ColumnSetting[] {
  return columns.map((column) => ({ prop: column.field, visible: true, fixed: column.fixed ?? '' }));
}

/** Stored choices merged with the schema's columns: stored order first, unknown props dropped, new columns appended. */
export function mergeColumnSettings(columns: readonly ListColumn[], stored: readonly ColumnSetting[] | undefined): ColumnSetting[] {
  const defaults = defaultColumnSettings(columns);
  if (!stored) return defaults;
  const known = new Map(defaults.map((setting) => [setting.prop, setting]));
  const kept = stored.filter((setting) => known.has(setting.prop)).map((setting) => ({ ...known.get(setting.prop)!, visible: setting.visible !== false, fixed: setting.fixed ?? '' }));
  const seen = new Set(kept.map((setting) => setting.prop));
  return [...kept, ...defaults.filter((setting) => !seen.has(setting.prop))];
}

/** Reads a module's choices (bad stored text counts as none). */
export function loadColumnSettings(store: SettingsStore, key: string, columns: readonly ListColumn[]): ColumnSetting[] {
  try {
    const text = store.get(key);
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return mergeColumnSettings(columns, Array.isArray(parsed) ? (parsed as ColumnSetting[]) : undefined);
  } catch {
    return defaultColumnSettings(columns);
  }
}

/** Keeps a module's choices. */
export function saveColumnSettings(store: SettingsStore, key: string, settings: readonly ColumnSetting[]): void {
  store.set(key, JSON.stringify(settings));
}

/** Moves the setting at `from` to `to`. */
export function moveColumn(settings: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] {
  if (to < 0 || to >= settings.length || from === to) return [...settings];
  const out = [...settings];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved!);
  return out;
}

/** The columns to show, in the chosen order, with the chosen pins. */
export function applyColumnSettings(columns: readonly ListColumn[], settings: readonly ColumnSetting[]): ListColumn[] {
  const byField = new Map(columns.map((column) => [column.field, column]));
  return settings
    .filter((setting) => setting.visible && byField.has(setting.prop))
    .map((setting) => {
      const column = { ...byField.get(setting.prop)! };
      if (setting.fixed) column.fixed = setting.fixed;
      else delete column.fixed;
      return column;
    });
}
