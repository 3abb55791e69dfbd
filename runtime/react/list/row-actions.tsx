/**
 * List row actions. The standard ones — edit, detail (the read-only detail view of `form.detail`), remove (after the
 * delete confirmation), state (enable/disable after confirming), copy (after confirming; needs `resource.copy`), export
 * (after confirming; the server prepares a file to download) and add child — are registry
 * values (runtime/react/registry.tsx) like any a module contributes with `registry.extend({ rowActions })`. Each is
 * shown only when the user holds its button code. A confirmation text may be the screen's own
 * (`{schemaId}.disableConfirm`, `.enableConfirm`, `.exportConfirm`) or the shared one.
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { pathSegment } from '../../core/routing/path-segment';
import type { Translate } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import type { Host, Row } from '../host';
import { DetailView } from '../detail/DetailView';
import { mayAct } from '../permissions';
import { headerWidth } from '../table/column-widths';
import type { Registry, RowActionContext, RowActionDefinition } from '../registry';

/** A screen's own text when its messages hold `{schemaId}.{suffix}`, else the shared `fallback`. */
export function screenText(schema: ScreenSchema, t: Translate, suffix: string, fallback: string): string {
  const own = `${schema.id}.${suffix}`;
  return own in schema.messages['zh-CN'] ? t(own) : t(fallback);
}

/**
 * Confirms with `content`, runs the work, then shows the server's message (or `fallbackMessage`; none when
 * undefined) and calls `after`. A failed call has already shown its error through the data provider.
 */
export async function confirmThen(host: Host, t: Translate, content: string, work: () => Promise<{ msg?: string } | unknown>, fallbackMessage: string | undefined, after: () => void) {
  const ok = await host.confirm({ title: t('common.tip'), content, okText: t('common.confirm'), cancelText: t('common.cancel') });
  if (!ok) return;
  try {
    const result = (await work()) as { msg?: string } | undefined;
    if (fallbackMessage !== undefined) host.notify.success(result?.msg || t(fallbackMessage), 1000);
    after();
  } catch {
    // The data provider has shown the error.
  }
}

const callOf = (action: RowActionContext) => ({ resource: action.schema.resource, context: action.context });

/** The row actions every registry starts with. */
export const standardRowActions: Record<string, RowActionDefinition> = {
  edit: {
    permission: { key: 'edit', defaultCode: 'btn_edit' },
    label: ({ t }) => t('common.edit'),
    run: (action) => action.openForm({ recordId: action.id }),
  },
  addChild: {
    permission: { key: 'add', defaultCode: 'btn_add' },
    label: ({ t }) => t('common.addChild'),
    available: (schema) => Boolean(schema.resource.tree),
    run: (action) => {
      const parentKey = action.schema.resource.tree?.parentKey;
      action.openForm({ initialValues: parentKey ? { [parentKey]: action.id } : {} });
    },
  },
  remove: {
    permission: { key: 'remove', defaultCode: 'btn_remove' },
    label: ({ t }) => t('common.delete'),
    danger: true,
    run: (action) =>
      void confirmThen(action.host, action.t, action.t('common.deleteConfirm'), () => action.host.data.remove(callOf(action), action.id), action.schema.resource.successMessages?.remove ?? 'common.deleteSuccess', action.reload),
  },
  state: {
    // The state toggle falls back to the edit code the schema names, as on the server.
    permission: { key: 'state', defaultCode: 'btn_edit' },
    label: ({ schema, row, t }) => (Number(row[schema.resource.stateField ?? 'enabledMark']) === 1 ? t('common.disable') : t('common.enable')),
    available: (schema) => Boolean(schema.resource.stateField),
    run: (action) => {
      const { schema, row, t } = action;
      const enabled = Number(row[schema.resource.stateField ?? 'enabledMark']) === 1;
      const text = enabled ? screenText(schema, t, 'disableConfirm', 'common.disableConfirm') : screenText(schema, t, 'enableConfirm', 'common.enableConfirm');
      void confirmThen(action.host, t, text, () => action.host.data.toggleState(callOf(action), action.id), 'common.updateSuccess', action.reload);
    },
  },
  detail: {
    permission: { key: 'detail', defaultCode: 'btn_detail' },
    label: ({ t }) => t('lowcode.detail'),
    available: (schema) => Boolean(schema.form.detail),
    run: (action) => action.openDialog(),
    dialog: ({ schema, t, recordId, context, onClose }) => <DetailView schema={schema} t={t} recordId={recordId} context={context} onClose={onClose} />,
  },
  copy: {
    // A copy is a new record: guarded like a create.
    permission: { key: 'add', defaultCode: 'btn_add' },
    label: ({ t }) => t('common.copy'),
    available: (schema) => Boolean(schema.resource.copy),
    run: (action) =>
      void confirmThen(
        action.host,
        action.t,
        action.t('common.copyConfirm'),
        () => action.host.data.request('POST', `${action.schema.resource.api}/${pathSegment(action.id)}/Actions/Copy`),
        'lowcode.copySuccess',
        action.reload,
      ),
  },
  export: {
    permission: { key: 'export', defaultCode: 'btn_export' },
    label: ({ t }) => t('common.export'),
    available: (schema) => Boolean(schema.resource.transfer),
    run: (action) =>
      void confirmThen(
        action.host,
        action.t,
        screenText(action.schema, action.t, 'exportConfirm', 'common.exportConfirm'),
        async () => {
          const answer = await action.host.data.request<{ url?: string }>('GET', `${action.schema.resource.api}/${pathSegment(action.id)}/Action/Export`);
          if (answer?.url) action.host.download(answer.url);
          return {};
        },
        // The download is the feedback; no toast.
        undefined,
        () => undefined,
      ),
  },
};

/** What the list gives the row actions: its dialogs and reload. */
export interface RowActionHandlers {
  openForm: RowActionContext['openForm'];
  /** Opens the named action's own dialog for a row. */
  openDialog(action: string, row: Row): void;
  reload(): void;
}

/** True when the user may take a registered row action on this screen. */
export function mayRunRowAction(host: Host, schema: ScreenSchema, definition: RowActionDefinition): boolean {
  return (definition.available?.(schema) ?? true) && mayAct(host, schema, definition.permission.key, definition.permission.defaultCode);
}

/**
 * How many row actions show as links; a row with more shows the first `MAX_INLINE_ROW_ACTIONS - 1` and a 更多
 * drop-down with the rest, so the pinned actions column keeps one width and never clips its last action.
 */
export const MAX_INLINE_ROW_ACTIONS = 3;

interface AllowedRowAction {
  name: string;
  label: ReactNode;
  danger?: boolean;
  run(): void;
}

/** The row actions the user may take on one row, in the schema's order. */
function allowedRowActions(registry: Registry, schema: ScreenSchema, t: Translate, host: Host, row: Row, context: Record<string, unknown> | undefined, handlers: RowActionHandlers): AllowedRowAction[] {
  const id = String(row.id);
  const allowed: AllowedRowAction[] = [];
  for (const name of schema.list.rowActions) {
    const definition = registry.rowAction(name, { field: 'list.rowActions', schemaId: schema.id });
    if (!mayRunRowAction(host, schema, definition)) continue;
    const action: RowActionContext = {
      schema,
      t,
      host,
      row,
      id,
      context,
      openForm: handlers.openForm,
      openDialog: () => handlers.openDialog(name, row),
      reload: handlers.reload,
    };
    allowed.push({ name, label: definition.label(action), danger: definition.danger, run: () => definition.run(action) });
  }
  return allowed;
}

/** The narrowest the actions column is, in px (the width every list had before it sized itself). */
export const MIN_ACTIONS_WIDTH = 180;

/** Room for a link button's own padding and the space beside it, and for the 更多 drop-down's arrow, in px. */
const LINK_PADDING = 16;
const MORE_ARROW = 14;

/**
 * The width the actions column needs to show the links of these rows on one line, at least MIN_ACTIONS_WIDTH: the
 * widest row's inline labels (and 更多 when some are folded), estimated as column titles are (erring wide), so long
 * English labels such as "Buttons, columns and fields" are not clipped by the pinned column.
 */
export function rowActionsWidth(registry: Registry, schema: ScreenSchema, t: Translate, host: Host, rows: readonly Row[], context: Record<string, unknown> | undefined, handlers: RowActionHandlers): number {
  let widest = MIN_ACTIONS_WIDTH;
  // Labels rarely differ between rows (a state toggle does): the first rows of the page tell.
  for (const row of rows.slice(0, 50)) {
    const allowed = allowedRowActions(registry, schema, t, host, row, context, handlers);
    const inline = allowed.length > MAX_INLINE_ROW_ACTIONS ? allowed.slice(0, MAX_INLINE_ROW_ACTIONS - 1) : allowed;
    const labels = inline.map((action) => (typeof action.label === 'string' ? action.label : ''));
    if (allowed.length > inline.length) labels.push(t('common.more'));
    // headerWidth counts a cell's padding once and each label's characters; each link adds its own padding.
    const width = headerWidth(labels.join('')) + labels.length * LINK_PADDING + (allowed.length > inline.length ? MORE_ARROW : 0);
    widest = Math.max(widest, width);
  }
  return widest;
}

/** The action buttons of one row; an action name the registry does not hold throws naming it and the schema. */
export function renderRowActions(registry: Registry, schema: ScreenSchema, t: Translate, host: Host, row: Row, context: Record<string, unknown> | undefined, handlers: RowActionHandlers): ReactNode {
  const allowed = allowedRowActions(registry, schema, t, host, row, context, handlers);
  const inline = allowed.length > MAX_INLINE_ROW_ACTIONS ? allowed.slice(0, MAX_INLINE_ROW_ACTIONS - 1) : allowed;
  const folded = allowed.slice(inline.length);
  return (
    <Space size={0}>
      {inline.map(({ name, label, danger, run }) => (
        <Button key={name} type="link" size="small" danger={danger} data-action={name} onClick={run}>
          {label}
        </Button>
      ))}
      {folded.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: folded.map(({ name, label, danger }) => ({ key: name, danger, label: <span data-action={name}>{label}</span> })),
            onClick: ({ key }) => folded.find((action) => action.name === key)?.run(),
          }}
        >
          <Button type="link" size="small" data-action="more">
            {t('common.more')}
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
