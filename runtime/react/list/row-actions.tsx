/**
 * The row actions of a list, each shown only when the user holds its button code: edit, remove (after the
 * delete confirmation), state (enable/disable after confirming), export (after confirming; the server prepares a
 * file to download), add child, reset password (its own dialog), unlock. A confirmation text may be the screen's own (`{schemaId}.disableConfirm`,
 * `.enableConfirm`, `.exportConfirm`) or the shared one.
 */
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import type { Translate } from '../../core/schema/messages';
import type { RowAction, ScreenSchema } from '../../core/schema/types';
import type { Host, Row } from '../host';
import { mayAct, type GuardedAction } from '../permissions';

/** What the list does for a row action the dialog handles. */
export interface RowActionHandlers {
  edit(row: Row): void;
  addChild(row: Row): void;
  resetPassword(row: Row): void;
  /** After a change the list reloads. */
  reload(): void;
}

/** The permission each row action needs. */
const GUARDS: Record<RowAction, GuardedAction> = { edit: 'edit', remove: 'remove', state: 'state', export: 'export', addChild: 'add', unlock: 'unlock', resetPassword: 'resetPassword' };

function screenText(schema: ScreenSchema, t: Translate, suffix: string, fallback: string): string {
  const own = `${schema.id}.${suffix}`;
  return own in schema.messages['zh-CN'] ? t(own) : t(fallback);
}

/** Confirms, runs the work, then shows the server's message (or `fallbackMessage`; none when undefined). */
async function confirmThen(host: Host, t: Translate, content: string, work: () => Promise<{ msg?: string } | unknown>, fallbackMessage: string | undefined, after: () => void) {
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

/** The action buttons of one row. */
export function renderRowActions(schema: ScreenSchema, t: Translate, host: Host, row: Row, context: Record<string, unknown> | undefined, handlers: RowActionHandlers): ReactNode {
  const call = { resource: schema.resource, context };
  const id = String(row.id);
  const buttons: ReactNode[] = [];
  for (const action of schema.list.rowActions) {
    const guard = GUARDS[action];
    if (!guard || !mayAct(host, schema, guard)) continue;
    const button = (label: string, onClick: () => void, danger = false) => (
      <Button key={action} type="link" size="small" danger={danger} data-action={action} onClick={onClick}>
        {label}
      </Button>
    );
    switch (action) {
      case 'edit':
        buttons.push(button(t('common.edit'), () => handlers.edit(row)));
        break;
      case 'addChild':
        buttons.push(button(t('common.addChild'), () => handlers.addChild(row)));
        break;
      case 'resetPassword':
        buttons.push(button(t('common.resetPassword'), () => handlers.resetPassword(row)));
        break;
      case 'remove':
        buttons.push(
          button(t('common.delete'), () => void confirmThen(host, t, t('common.deleteConfirm'), () => host.data.remove(call, id), schema.resource.successMessages?.remove ?? 'common.deleteSuccess', handlers.reload), true),
        );
        break;
      case 'state': {
        const enabled = Number(row[schema.resource.stateField ?? 'enabledMark']) === 1;
        const text = enabled ? screenText(schema, t, 'disableConfirm', 'common.disableConfirm') : screenText(schema, t, 'enableConfirm', 'common.enableConfirm');
        buttons.push(button(enabled ? t('common.disable') : t('common.enable'), () => void confirmThen(host, t, text, () => host.data.toggleState(call, id), 'common.updateSuccess', handlers.reload)));
        break;
      }
      case 'export':
        buttons.push(
          button(t('common.export'), () =>
            void confirmThen(
              host,
              t,
              screenText(schema, t, 'exportConfirm', 'common.exportConfirm'),
              async () => {
                const answer = await host.data.request<{ url?: string }>('GET', `${schema.resource.api}/${encodeURIComponent(id)}/Action/Export`);
                if (answer?.url) host.download(answer.url);
                return {};
              },
              // The download is the feedback; no toast.
              undefined,
              () => undefined,
            ),
          ),
        );
        break;
      case 'unlock':
        buttons.push(
          button(t('common.unlock'), () =>
            void confirmThen(host, t, t('common.unlockConfirm'), () => host.data.request('PUT', `${schema.resource.api}/${encodeURIComponent(id)}/Actions/unlock`), 'common.unlockSuccess', handlers.reload),
          ),
        );
        break;
    }
  }
  return <Space size={0}>{buttons}</Space>;
}
