/**
 * Column and form-field permission items of the modules that are schema screens, derived from the schema files
 * themselves (their list columns and form fields, named in three languages by the screen's messages) — so the
 * seeded grants always match what the screens show, with nothing repeated by hand.
 */
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { DEFAULT_SCHEMA_DIR, readSchemaFiles } from '../../schemas/loader';
import { requiredCode, type ResourceAction } from '../../modules/resource/registry';
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

/** The names of the generic button codes, [zh-CN, zh-TW, en] (as the menu seed names them). */
const BUTTON_NAMES: Record<string, [string, string, string]> = {
  btn_add: ['新建', '新增', 'Create'],
  btn_edit: ['编辑', '編輯', 'Edit'],
  btn_remove: ['删除', '刪除', 'Delete'],
  btn_export: ['导出', '匯出', 'Export'],
  btn_import: ['导入', '匯入', 'Import'],
  btn_state: ['启用/禁用', '啟用/停用', 'Enable/disable'],
};

/**
 * The button items a screen needs: the code of every action its toolbar and rows offer (by the server's guard:
 * the schema's `permissions`, else the defaults) and every code its `permissions` names. A generic code has its
 * usual name; another is named by the screen's message `{id}.{action}`, else the shared `common.{action}`, else
 * the code itself.
 */
export function screenButtons(schema: ScreenSchema): PermissionSeed[] {
  const byCode = new Map<string, string>();
  const need = (action: ResourceAction, key: string) => {
    const code = requiredCode(schema, action);
    if (code && !byCode.has(code)) byCode.set(code, key);
  };
  const { toolbar, rowActions } = schema.list;
  if (toolbar.includes('add') || rowActions.includes('addChild')) need('create', 'add');
  if (toolbar.includes('import')) need('import', 'import');
  for (const action of rowActions) {
    if (action === 'edit') need('update', 'edit');
    else if (action === 'remove') need('remove', 'remove');
    else if (action === 'state') need('state', 'state');
    else if (action === 'export') need('export', 'export');
    else if (action !== 'addChild') need({ key: action, defaultCode: `btn_${action}` }, action);
  }
  for (const [key, code] of Object.entries(schema.permissions ?? {})) if (code && !byCode.has(code)) byCode.set(code, key);
  return [...byCode].map(([code, key]) => {
    const known = BUTTON_NAMES[code];
    if (known) return [code, ...known];
    const own = `${schema.id}.${key}`;
    const [zhCN, zhTW, en] = LANGUAGES.map((language) => {
      const t = screenTranslator(schema, language);
      if (own in schema.messages[language]) return t(own);
      const shared = t(`common.${key}`);
      return shared === `common.${key}` ? code : shared;
    });
    return [code, zhCN!, zhTW!, en!];
  });
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
