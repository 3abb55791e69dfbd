/**
 * The two column drawers of a data table (spec 02): list display settings (320 px) to show, hide and reorder
 * columns, and a pin drawer to pin columns left or right, with a clear-pin action. Every change is reported at
 * once; the table keeps and stores the choices.
 */
import { Button, Checkbox, Drawer, List, Radio, Space } from 'antd';
import type { Translate } from '../../core/schema/messages';
import { moveColumn, type ColumnSetting } from './column-settings';

/** The width of both drawers. */
export const COLUMN_DRAWER_WIDTH = 320;

/** Props of the column drawers. */
export interface ColumnDrawerProps {
  t: Translate;
  open: boolean;
  settings: ColumnSetting[];
  /** Column labels by prop. */
  labels: Record<string, string>;
  onChange(settings: ColumnSetting[]): void;
  onClose(): void;
}

/** Show, hide and reorder columns. */
export function ColumnSettingsDrawer({ t, open, settings, labels, onChange, onClose }: ColumnDrawerProps) {
  return (
    <Drawer open={open} title={t('common.listSettings')} size={COLUMN_DRAWER_WIDTH} onClose={onClose} destroyOnHidden>
      <List
        dataSource={settings}
        renderItem={(setting, index) => (
          <List.Item
            data-testid={`column-setting-${setting.prop}`}
            actions={[
              <Button key="up" size="small" type="link" disabled={index === 0} onClick={() => onChange(moveColumn(settings, index, index - 1))}>
                {t('common.moveUp')}
              </Button>,
              <Button key="down" size="small" type="link" disabled={index === settings.length - 1} onClick={() => onChange(moveColumn(settings, index, index + 1))}>
                {t('common.moveDown')}
              </Button>,
            ]}
          >
            <Checkbox
              checked={setting.visible}
              onChange={(event) => onChange(settings.map((item) => (item.prop === setting.prop ? { ...item, visible: event.target.checked } : item)))}
            >
              {labels[setting.prop] ?? setting.prop}
            </Checkbox>
          </List.Item>
        )}
      />
    </Drawer>
  );
}

/** Pin columns left or right. */
export function ColumnPinDrawer({ t, open, settings, labels, onChange, onClose }: ColumnDrawerProps) {
  return (
    <Drawer
      open={open}
      title={t('common.pinColumns')}
      size={COLUMN_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      extra={<Button onClick={() => onChange(settings.map((item) => ({ ...item, fixed: '' })))}>{t('common.clearPins')}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {settings.map((setting) => (
          <div key={setting.prop} data-testid={`column-pin-${setting.prop}`}>
            <div>{labels[setting.prop] ?? setting.prop}</div>
            <Radio.Group
              size="small"
              value={setting.fixed}
              onChange={(event) => onChange(settings.map((item) => (item.prop === setting.prop ? { ...item, fixed: event.target.value } : item)))}
              options={[
                { value: 'left', label: t('common.pinLeft') },
                { value: '', label: t('common.pinNone') },
                { value: 'right', label: t('common.pinRight') },
              ]}
            />
          </div>
        ))}
      </Space>
    </Drawer>
  );
}
