/**
 * The canvas: the form's fields and containers as nested sortable lists (dnd-kit), each laid out on the form's
 * 24-column grid — a field takes the span the rendered form gives it (`canvasSpan`), so two half-width fields sit
 * side by side as they will in the form, and a container holds its own grid. Every node can be dragged by its
 * handle — with the pointer, or with the keyboard (space to pick up, arrows, space to drop) — before another node or
 * into the drop zone at the end of a container, a tab or collapse panel, a sub-table or the form; where a drop lands
 * and whether it is allowed is decided by the React-free designer state (`resolveDrop`, `canHold`). A click selects
 * a node for the property panel.
 */
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Tag, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { canvasSpan, GRID_COLUMNS, nodeId, nodeKind, ROOT, ZONE_PREFIX } from '../../../../runtime/core/lowcode/designer-state';
import { storesValue } from '../../../../runtime/core/lowcode/field-kinds';
import { useKindName } from './Palette';

/** What every node of the canvas needs. */
export interface CanvasActions {
  selected: string | null;
  select(id: string): void;
  remove(id: string): void;
}

/** The drop zone at the end of a list (`zone:<parent>`); the report and portal designers' sections end in it too. */
export function DropZone({ parent, empty }: { parent: string; empty: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: `${ZONE_PREFIX}${parent}` });
  return (
    <div
      ref={setNodeRef}
      data-testid={`canvas-zone-${parent}`}
      style={{
        gridColumn: '1 / -1',
        minHeight: empty ? 48 : 16,
        border: `1px dashed ${isOver ? token.colorPrimary : token.colorBorder}`,
        borderRadius: 4,
        color: token.colorTextTertiary,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        background: isOver ? token.colorPrimaryBg : undefined,
      }}
    >
      {empty ? t('designer.dropHere') : null}
    </div>
  );
}

/** A list of nodes under a parent (of kind `parentKind`: "root", a container's, "item"), sortable on the grid, ending in its drop zone. */
export function NodeList({ parent, parentKind, list, actions }: { parent: string; parentKind: string; list: DefinitionField[]; actions: CanvasActions }) {
  return (
    <SortableContext id={`list:${parent}`} items={list.map(nodeId)} strategy={rectSortingStrategy}>
      <div data-testid={`canvas-grid-${parent}`} style={{ display: 'grid', gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`, gap: 6 }}>
        {list.map((node) => (
          <CanvasNode key={nodeId(node)} node={node} span={canvasSpan(node, parentKind)} actions={actions} />
        ))}
        <DropZone parent={parent} empty={list.length === 0} />
      </div>
    </SortableContext>
  );
}

/** What a node shows as its title. */
function nodeTitle(node: DefinitionField, kindName: string): string {
  return node.__config__.label || node.title || node.content || kindName;
}

function CanvasNode({ node, span, actions }: { node: DefinitionField; span: number; actions: CanvasActions }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const kindName = useKindName();
  const id = nodeId(node);
  const kind = nodeKind(node);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const selected = actions.selected === id;
  const style: CSSProperties = {
    gridColumn: `span ${span}`,
    minWidth: 0,
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : 1,
    border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
    borderRadius: 4,
    background: selected ? token.colorPrimaryBg : token.colorBgContainer,
    padding: '6px 8px',
  };
  let body: ReactNode = null;
  if (kind === 'tab' || kind === 'collapse') {
    body = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 6 }}>
        {(node.__config__.children ?? []).map((item, index) => (
          <ItemSection key={nodeId(item)} item={item} index={index} actions={actions} />
        ))}
      </div>
    );
  } else if (kind === 'table' || kind === 'row' || kind === 'card') {
    body = (
      <div style={{ marginTop: 6, paddingLeft: 8 }}>
        <NodeList parent={id} parentKind={kind} list={node.__config__.children ?? []} actions={actions} />
      </div>
    );
  }
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-testid={`canvas-node-${id}`}
      data-kind={kind}
      data-span={span}
      onClick={(event) => {
        event.stopPropagation();
        actions.select(id);
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span ref={setActivatorNodeRef} {...attributes} {...listeners} data-testid={`canvas-handle-${id}`} aria-label={t('designer.dragHandle')} style={{ cursor: 'grab', color: token.colorTextTertiary }}>
          <HolderOutlined />
        </span>
        {node.__config__.required ? <span style={{ color: token.colorError }}>*</span> : null}
        <Typography.Text strong={!storesValue(kind)} ellipsis style={{ flex: 1 }}>
          {nodeTitle(node, kindName(kind))}
        </Typography.Text>
        <Tag style={{ marginInlineEnd: 0 }}>{kindName(kind)}</Tag>
        {node.__vModel__ && storesValue(kind) ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{node.__vModel__}</Typography.Text> : null}
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('common.delete')}
          data-testid={`canvas-remove-${id}`}
          onClick={(event) => {
            event.stopPropagation();
            actions.remove(id);
          }}
        />
      </div>
      {body}
    </div>
  );
}

/** A panel of a tab or collapse: its title, then its fields. */
function ItemSection({ item, index, actions }: { item: DefinitionField; index: number; actions: CanvasActions }) {
  const { token } = theme.useToken();
  const id = nodeId(item);
  const selected = actions.selected === id;
  return (
    <div
      data-testid={`canvas-item-${id}`}
      style={{ border: `1px dashed ${selected ? token.colorPrimary : token.colorBorder}`, borderRadius: 4, padding: 6 }}
      onClick={(event) => {
        event.stopPropagation();
        actions.select(id);
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {item.title || String(index + 1)}
      </Typography.Text>
      <NodeList parent={id} parentKind="item" list={item.__config__.children ?? []} actions={actions} />
    </div>
  );
}

/** The whole canvas. */
export function Canvas({ fields, actions, onBackground }: { fields: DefinitionField[]; actions: CanvasActions; onBackground(): void }) {
  const { token } = theme.useToken();
  return (
    <div data-testid="designer-canvas" style={{ padding: 16, minHeight: '100%', background: token.colorBgLayout }} onClick={onBackground}>
      <div style={{ maxWidth: 820, margin: '0 auto', background: token.colorBgContainer, padding: 12, borderRadius: 6 }}>
        <NodeList parent={ROOT} parentKind="root" list={fields} actions={actions} />
      </div>
    </div>
  );
}
