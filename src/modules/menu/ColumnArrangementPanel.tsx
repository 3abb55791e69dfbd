/**
 * The menu screen's "default list layout" tab for one menu entry (column authority, spec 03 §7
 * GetColumnsByModuleId / SetColumnsByModuleId): the entry's list columns — its column permission items — in the
 * order, shown or hidden and pinned as every user's list starts; saved for the entry, or restored to the page's own
 * order. The server keeps the rule (server/modules/authorize/column-authority.ts).
 */
import { Alert, Button, Checkbox, Empty, List, Radio, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../../runtime/core/schema/messages';
import { useHost } from '../../../runtime/react/host';
import { moveColumn, type ColumnSetting } from '../../../runtime/react/table/column-settings';

const SET = '/api/permission/Authority/SetColumnsByModuleId';

/** Props of {@link ColumnArrangementPanel}. */
export interface ColumnArrangementPanelProps {
  t: Translate;
  moduleId: string;
}

/** The column-authority editor of one menu entry. */
export function ColumnArrangementPanel({ t, moduleId }: ColumnArrangementPanelProps) {
  const host = useHost();
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [settings, setSettings] = useState<ColumnSetting[] | undefined>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    const [items, arranged] = await Promise.all([
      host.data.request<{ list?: { enCode: string; fullName: string; enabledMark: number }[] }>('GET', `/api/system/ModuleColumn/${encodeURIComponent(moduleId)}`),
      host.data.columnArrangement ? host.data.columnArrangement(moduleId) : Promise.resolve([]),
    ]);
    const enabled = (items?.list ?? []).filter((item) => item.enabledMark === 1);
    setLabels(Object.fromEntries(enabled.map((item) => [item.enCode, item.fullName])));
    const known = new Set(enabled.map((item) => item.enCode));
    const first = arranged.filter((entry) => known.has(entry.prop)).map((entry) => ({ prop: entry.prop, visible: entry.visible, fixed: (entry.fixed || '') as ColumnSetting['fixed'] }));
    const named = new Set(first.map((entry) => entry.prop));
    setSettings([...first, ...enabled.filter((item) => !named.has(item.enCode)).map((item): ColumnSetting => ({ prop: item.enCode, visible: true, fixed: '' }))]);
  }, [host.data, moduleId]);

  useEffect(() => {
    load().catch(() => setSettings([]));
  }, [load]);

  const save = async (fieldList: ColumnSetting[]) => {
    setSaving(true);
    try {
      await host.data.request('PUT', SET, { moduleId, fieldList });
      host.notify.success(t('common.updateSuccess'), 1500);
      await load();
    } finally {
      setSaving(false);
    }
  };

  if (!settings) return null;
  if (settings.length === 0) return <Empty description={t('columnAuthority.empty')} />;
  const change = (prop: string, patch: Partial<ColumnSetting>) => setSettings(settings.map((item) => (item.prop === prop ? { ...item, ...patch } : item)));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="column-arrangement">
      <Alert type="info" showIcon message={t('columnAuthority.hint')} />
      <List
        dataSource={settings}
        renderItem={(setting, index) => (
          <List.Item
            data-testid={`column-arrangement-${setting.prop}`}
            actions={[
              <Radio.Group
                key="pin"
                size="small"
                value={setting.fixed}
                onChange={(event) => change(setting.prop, { fixed: event.target.value as ColumnSetting['fixed'] })}
                options={[
                  { value: 'left', label: t('common.pinLeft') },
                  { value: '', label: t('common.pinNone') },
                  { value: 'right', label: t('common.pinRight') },
                ]}
              />,
              <Button key="up" size="small" type="link" disabled={index === 0} onClick={() => setSettings(moveColumn(settings, index, index - 1))}>
                {t('common.moveUp')}
              </Button>,
              <Button key="down" size="small" type="link" disabled={index === settings.length - 1} onClick={() => setSettings(moveColumn(settings, index, index + 1))}>
                {t('common.moveDown')}
              </Button>,
            ]}
          >
            <Checkbox checked={setting.visible} onChange={(event) => change(setting.prop, { visible: event.target.checked })}>
              {labels[setting.prop] ?? setting.prop}
            </Checkbox>
          </List.Item>
        )}
      />
      <Space>
        <Button type="primary" data-testid="arrangement-save" loading={saving} onClick={() => void save(settings)}>
          {t('columnAuthority.save')}
        </Button>
        <Button data-testid="arrangement-restore" disabled={saving} onClick={() => void save([])}>
          {t('columnAuthority.restore')}
        </Button>
      </Space>
    </Space>
  );
}
