/**
 * The report and portal designers' canvas (dnd-kit, as the form designer's): a report's sections — columns, search
 * fields, group-by, summaries, chart — each a sortable row of parts ending in its drop zone; a portal's cards laid
 * out on the 24-column grid by their width, as the portal page shows them. A part is dragged by its handle (pointer
 * or keyboard) within its section; palette entries drop into their own section; a click selects a part for the
 * property panel. Where a drop lands is decided by the React-free state (board-designer.ts `resolveBoardDrop`).
 */
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Tag, theme, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { partId, REPORT_SECTIONS, sectionParts, type BoardDefinition, type BoardDesignerKind } from '../../../../runtime/core/lowcode/board-designer';
import { GRID_COLUMNS } from '../../../../runtime/core/lowcode/designer-state';
import type { PortalCard } from '../../../../runtime/core/lowcode/portal';
import type { ReportChart, ReportColumn, ReportField, ReportGroup, ReportMeasure, ReportSearch } from '../../../../runtime/core/lowcode/report';
import { DropZone } from '../../visualdev/designer/Canvas';

/** What every part of the canvas needs. */
export interface BoardCanvasActions {
  selected: string | null;
  select(id: string): void;
  remove(id: string): void;
}

/** The section titles (message keys of the report editor). */
const SECTION_TITLES: Record<string, string> = { columnList: 'board.columns', searchList: 'board.searchList', groupBy: 'board.groupBy', summaries: 'board.summaries', chart: 'board.chart' };

/** The card width when a card gives none (portal.ts). */
const DEFAULT_CARD_SPAN = 12;

function Part({ id, title, tag, span, actions }: { id: string; title: string; tag?: string; span?: number; actions: BoardCanvasActions }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const selected = actions.selected === id;
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : 1,
    border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
    borderRadius: 4,
    background: selected ? token.colorPrimaryBg : token.colorBgContainer,
    padding: span ? '12px 8px' : '4px 8px',
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    minWidth: 0,
    ...(span ? { gridColumn: `span ${span}`, minHeight: 72 } : {}),
  };
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-testid={`board-part-${id}`}
      data-span={span}
      onClick={(event) => {
        event.stopPropagation();
        actions.select(id);
      }}
    >
      <span ref={setActivatorNodeRef} {...attributes} {...listeners} data-testid={`board-handle-${id}`} aria-label={t('designer.dragHandle')} style={{ cursor: 'grab', color: token.colorTextTertiary }}>
        <HolderOutlined />
      </span>
      {tag ? <Tag style={{ marginInlineEnd: 0 }}>{tag}</Tag> : null}
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {title}
      </Typography.Text>
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('common.delete')}
        data-testid={`board-remove-${id}`}
        onClick={(event) => {
          event.stopPropagation();
          actions.remove(id);
        }}
      />
    </div>
  );
}

/** The texts a report part shows on the canvas. */
function useReportPartText(fields: readonly ReportField[]) {
  const { t } = useTranslation();
  const fieldName = (prop: string | undefined) => (prop ? (fields.find((field) => field.key === prop)?.label ?? prop) : t('designer.board.emptyField'));
  return (section: string, part: unknown): { title: string; tag?: string } => {
    switch (section) {
      case 'columnList': {
        const column = part as ReportColumn;
        return { title: column.label || fieldName(column.prop), tag: column.format ? t(`board.format.${column.format}`) : undefined };
      }
      case 'searchList': {
        const search = part as ReportSearch;
        return { title: fieldName(search.prop), tag: t(`board.searchType.${search.searchType ?? 1}`) };
      }
      case 'groupBy': {
        const group = part as ReportGroup;
        return { title: fieldName(group.prop), tag: group.by ? t(`board.bucket.${group.by}`) : undefined };
      }
      case 'summaries': {
        const measure = part as ReportMeasure;
        return { title: measure.prop ? fieldName(measure.prop) : t('board.fn.count'), tag: t(`board.fn.${measure.fn}`) };
      }
      default: {
        const chart = part as ReportChart;
        return { title: chart.title || fieldName(chart.dimension?.prop), tag: t(`board.chartType.${chart.type}`) };
      }
    }
  };
}

function ReportSections({ definition, fields, actions }: { definition: BoardDefinition; fields: readonly ReportField[]; actions: BoardCanvasActions }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const text = useReportPartText(fields);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {REPORT_SECTIONS.map((section) => {
        const parts = sectionParts(definition, section);
        const ids = parts.map((_, index) => partId(section, index));
        return (
          <section key={section} data-testid={`board-section-${section}`} style={{ background: token.colorBgContainer, borderRadius: 6, padding: 8 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(SECTION_TITLES[section]!)}
            </Typography.Text>
            <SortableContext id={`section:${section}`} items={ids} strategy={rectSortingStrategy}>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
                {parts.map((part, index) => (
                  <div key={ids[index]} style={{ width: section === 'chart' ? '100%' : 200 }}>
                    <Part id={ids[index]!} {...text(section, part)} actions={actions} />
                  </div>
                ))}
                <div style={{ flex: 1, minWidth: 120 }}>
                  <DropZone parent={section} empty={parts.length === 0} />
                </div>
              </div>
            </SortableContext>
          </section>
        );
      })}
    </div>
  );
}

function PortalGrid({ definition, actions }: { definition: BoardDefinition; actions: BoardCanvasActions }) {
  const { t } = useTranslation();
  const cards = sectionParts(definition, 'cards') as PortalCard[];
  const ids = cards.map((_, index) => partId('cards', index));
  return (
    <SortableContext id="section:cards" items={ids} strategy={rectSortingStrategy}>
      <div data-testid="board-grid-cards" style={{ display: 'grid', gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`, gap: 8 }}>
        {cards.map((card, index) => {
          const span = Number.isInteger(card.span) && card.span! >= 1 && card.span! <= GRID_COLUMNS ? card.span! : DEFAULT_CARD_SPAN;
          return <Part key={ids[index]} id={ids[index]!} title={card.title || card.id} tag={t(`board.kind.${card.kind}`)} span={span} actions={actions} />;
        })}
        <div style={{ gridColumn: '1 / -1' }}>
          <DropZone parent="cards" empty={cards.length === 0} />
        </div>
      </div>
    </SortableContext>
  );
}

/** The canvas of a report or a portal. */
export function BoardCanvas({ kind, definition, fields, actions, onBackground }: { kind: BoardDesignerKind; definition: BoardDefinition; fields: readonly ReportField[]; actions: BoardCanvasActions; onBackground(): void }) {
  const { token } = theme.useToken();
  return (
    <div data-testid="board-canvas" style={{ padding: 12, minHeight: '100%', background: token.colorBgLayout }} onClick={onBackground}>
      {kind === 'report' ? <ReportSections definition={definition} fields={fields} actions={actions} /> : <PortalGrid definition={definition} actions={actions} />}
    </div>
  );
}
