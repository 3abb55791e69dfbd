/**
 * Column and form-field permission items of the modules that are schema screens, derived from the schema files
 * themselves (their list columns and form fields, named in three languages by the screen's messages) — so the
 * seeded grants always match what the screens show, with nothing repeated by hand.
 */
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { DEFAULT_SCHEMA_DIR, readSchemaFiles } from '../../schemas/loader';
import type { MenuSeed, PermissionSeed } from './menus';

/** Column and form items per module code. */
export interface ScreenPermissionSeeds {
  columns: Record<string, PermissionSeed[]>;
  forms: Record<string, PermissionSeed[]>;
}

function flatten(tree: MenuSeed[]): MenuSeed[] {
  return tree.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

function named(schema: ScreenSchema, field: string): PermissionSeed {
  const title = schema.model.properties[field]?.title ?? field;
  const [zhCN, zhTW, en] = LANGUAGES.map((language) => screenTranslator(schema, language)(title));
  return [field, zhCN!, zhTW!, en!];
}

/** A screen's column and form items: its list columns and its form fields, named in three languages. */
export function screenItems(schema: ScreenSchema): { columns: PermissionSeed[]; forms: PermissionSeed[] } {
  return { columns: schema.list.columns.map((column) => named(schema, column.field)), forms: schema.form.fields.map((field) => named(schema, field.name)) };
}

/** Derives the items from the screens (default: the repository's schema files) for the menu's page entries. */
export function screenPermissionSeeds(menu: MenuSeed[], screens?: ScreenSchema[]): ScreenPermissionSeeds {
  const schemas = screens ?? readSchemaFiles([DEFAULT_SCHEMA_DIR]).map((source) => source.schema);
  const codeByUrl = new Map(flatten(menu).filter((item) => item.url).map((item) => [item.url!, item.code]));
  const seeds: ScreenPermissionSeeds = { columns: {}, forms: {} };
  for (const schema of schemas) {
    const code = codeByUrl.get(schema.route);
    if (!code || schema.embedded) continue;
    ({ columns: seeds.columns[code], forms: seeds.forms[code] } = screenItems(schema));
  }
  return seeds;
}
