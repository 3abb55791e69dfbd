/**
 * The form that edits a portal definition (issue 9 §4): its cards in order (moved up and down; no drag and drop) —
 * each with an id, title, width and kind, and what its kind needs: a model (count, list), a filter (count), a report
 * (chart), how many items (list, notice), the fields shown (list), menu entries (shortcuts). The server checks the
 * whole on save and names the card that is wrong. Lives inside the designer drawer's form under `definition`.
 */
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../../runtime/core/contract/session';
import type { Language } from '../../../runtime/core/i18n/languages';
import { CARD_KINDS, FILTER_OPS, type PortalCard, type PortalDefinition } from '../../../runtime/core/lowcode/portal';
import { menuTitle } from '../../layout/menu-title';
import { flattenMenu } from '../../layout/sidebar/menu-items';
import { session } from '../../stores/session';
import { modelFields, releasedModels, releasedReports } from './board-api';
import { useAsync } from './useAsync';

/** A definition from the editor's values: empty optional parts left out, the filter only on counts. */
export function portalFromForm(values: Partial<PortalDefinition> | undefined): PortalDefinition {
  return {
    cards: (values?.cards ?? []).map((card) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(card)) if (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)) out[key] = value;
      if (card.kind !== 'count' || !card.filter?.prop) delete out.filter;
      return out as unknown as PortalCard;
    }),
  };
}

/** The fields of one card's model. */
function ModelFieldSelect({ modelId, ...props }: { modelId?: string; value?: unknown; onChange?: (value: unknown) => void; mode?: 'multiple'; placeholder?: string; style?: React.CSSProperties }) {
  const { i18n } = useTranslation();
  const fields = useAsync(() => modelFields(modelId!, i18n.language as Language), modelId ? `${modelId}:${i18n.language}` : undefined) ?? [];
  return <Select allowClear options={fields.filter((field) => !field.subTableSum).map((field) => ({ value: field.key, label: field.label }))} {...props} />;
}

/** One card's fields. */
function CardFields({ name, models, reports, menus }: { name: number; models?: { value: string; label: string }[]; reports?: { value: string; label: string }[]; menus: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['definition', 'cards', name, 'kind'], form) as PortalCard['kind'] | undefined;
  const modelId = Form.useWatch(['definition', 'cards', name, 'modelId'], form) as string | undefined;
  return (
    <Space wrap align="baseline">
      <Form.Item name={[name, 'id']} label={t('board.cardId')} rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,40}$/, message: t('board.cardId') }]}>
        <Input style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name={[name, 'title']} label={t('board.label')} rules={[{ required: true, message: t('board.label') }]}>
        <Input maxLength={50} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name={[name, 'kind']} label={t('board.kind')} rules={[{ required: true, message: t('board.kind') }]}>
        <Select style={{ width: 110 }} options={CARD_KINDS.map((value) => ({ value, label: t(`board.kind.${value}`) }))} />
      </Form.Item>
      <Form.Item name={[name, 'span']} label={t('board.span')}>
        <InputNumber min={1} max={24} style={{ width: 70 }} />
      </Form.Item>
      {kind === 'count' || kind === 'list' ? (
        <Form.Item name={[name, 'modelId']} label={t('board.model')} rules={[{ required: true, message: t('board.model') }]}>
          <Select options={models} style={{ width: 160 }} />
        </Form.Item>
      ) : null}
      {kind === 'count' ? (
        <>
          <Form.Item name={[name, 'filter', 'prop']} label={t('board.filter')}>
            <ModelFieldSelect modelId={modelId} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name={[name, 'filter', 'op']} initialValue="eq">
            <Select style={{ width: 110 }} options={FILTER_OPS.map((op) => ({ value: op, label: t(`board.op.${op}`) }))} />
          </Form.Item>
          <Form.Item name={[name, 'filter', 'value']}>
            <Input placeholder={t('board.value')} style={{ width: 110 }} />
          </Form.Item>
        </>
      ) : null}
      {kind === 'chart' ? (
        <Form.Item name={[name, 'reportId']} label={t('board.report')} rules={[{ required: true, message: t('board.report') }]}>
          <Select options={reports} style={{ width: 180 }} />
        </Form.Item>
      ) : null}
      {kind === 'list' ? (
        <Form.Item name={[name, 'columns']} label={t('board.listColumns')}>
          <ModelFieldSelect modelId={modelId} mode="multiple" style={{ minWidth: 200 }} />
        </Form.Item>
      ) : null}
      {kind === 'list' || kind === 'notice' ? (
        <Form.Item name={[name, 'limit']} label={t('board.limit')}>
          <InputNumber min={1} max={20} style={{ width: 70 }} />
        </Form.Item>
      ) : null}
      {kind === 'shortcut' ? (
        <Form.Item name={[name, 'menuIds']} label={t('board.menus')} rules={[{ required: true, message: t('board.menus') }]}>
          <Select mode="multiple" options={menus} optionFilterProp="label" style={{ minWidth: 240 }} />
        </Form.Item>
      ) : null}
    </Space>
  );
}

/** The portal definition's part of the designer form. */
export function PortalDefinitionEditor() {
  const { t, i18n } = useTranslation();
  const models = useAsync(releasedModels, 'models');
  const reports = useAsync(releasedReports, 'reports');
  const { menuList } = useSnapshot(session);
  const menus = useMemo(
    () => flattenMenu(menuList as MenuItem[]).filter((item) => item.type !== 0).map((item) => ({ value: item.id, label: menuTitle(item, i18n.language) })),
    [menuList, i18n.language],
  );
  return (
    <Form.List name={['definition', 'cards']}>
      {(items, { add, remove, move }) => (
        <>
          {items.map((item, index) => (
            <Card
              key={item.key}
              size="small"
              style={{ marginBottom: 8 }}
              data-testid="portal-card-editor"
              extra={
                <Space>
                  <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {t('board.moveUp')}
                  </Button>
                  <Button size="small" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                    {t('board.moveDown')}
                  </Button>
                  <Button size="small" danger onClick={() => remove(item.name)}>
                    {t('board.remove')}
                  </Button>
                </Space>
              }
            >
              <CardFields name={item.name} models={models} reports={reports} menus={menus} />
            </Card>
          ))}
          <Button type="dashed" onClick={() => add({ id: `card${items.length + 1}`, kind: 'count', span: 8 })} data-action="add-card">
            {t('board.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
