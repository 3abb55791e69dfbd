/**
 * The menu screen's "buttons, columns and fields" dialog for one menu entry: its permission items in three tabs,
 * each the list of an embedded schema screen (schemas/moduleButton.json, moduleColumn.json, moduleForm.json) scoped
 * to the entry — add, edit, enable or disable and delete, with the runtime every screen uses — and a fourth tab with
 * the entry's default list layout (column authority, ColumnArrangementPanel).
 */
import { Drawer, Tabs } from 'antd';
import moduleButton from '../../../schemas/moduleButton.json';
import moduleColumn from '../../../schemas/moduleColumn.json';
import moduleForm from '../../../schemas/moduleForm.json';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { useHost } from '../../../runtime/react/host';
import { ListPage } from '../../../runtime/react/list/ListPage';
import type { RowActionDialogProps } from '../../../runtime/react/registry';
import { ColumnArrangementPanel } from './ColumnArrangementPanel';

const ITEM_SCREENS = [moduleButton, moduleColumn, moduleForm] as unknown as ScreenSchema[];

/** The dialog of the `permissionItems` row action. */
export function PermissionItemsDialog({ t, row, recordId, onClose }: RowActionDialogProps) {
  const host = useHost();
  return (
    <Drawer open width={900} title={`${t('menu.items')} · ${String(row.fullName ?? '')}`} onClose={onClose} destroyOnHidden>
      <Tabs
        data-testid="permission-items"
        items={[
          ...ITEM_SCREENS.map((schema) => {
            const own = screenTranslator(schema, host.language);
            return { key: schema.id, label: own(schema.title), children: <ListPage schema={schema} t={own} context={{ moduleId: recordId }} /> };
          }),
          { key: 'columnArrangement', label: t('columnAuthority.tab'), children: <ColumnArrangementPanel t={t} moduleId={recordId} /> },
        ]}
      />
    </Drawer>
  );
}
