/**
 * The report and portal designers' editor (issue 9: "report and portal definitions get the same editor with their
 * own palettes"), built from the form designer's parts: its palette entries (PaletteButton), drop zones, drop-target
 * search, property panels rendered by the runtime's SchemaForm (PanelForm over generated schemas, board-panels.ts)
 * and undo/redo history (edit-history.ts). A report's palette adds columns, search fields, a group-by, summaries and
 * a chart; a portal's adds cards (count, chart, list, shortcuts, notices) laid out on the 24-column grid. The
 * checker's problems are counted live, and the live preview has the server compute the edited definition as the
 * menu page will show it. Controlled: `value` opens it (once: remount it for another board), `onChange` receives
 * every edit; the stored shapes (report.ts, portal.ts) are what it edits, so stored definitions open as they are.
 */
import { EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Badge, Button, Empty, Modal, Space, Tabs, Tag, theme, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../../../runtime/core/contract/session';
import { isLanguage, type Language } from '../../../../runtime/core/i18n/languages';
import { translate } from '../../../../runtime/core/i18n/messages';
import {
  BOARD_PALETTE_PREFIX,
  boardReducer,
  canAdd,
  findPart,
  initialBoardState,
  paletteOf,
  parsePartId,
  PART_SECTION,
  resolveBoardDrop,
  type BoardDefinition,
  type BoardDesignerKind,
  type ReportPart,
} from '../../../../runtime/core/lowcode/board-designer';
import { applyCard, applyReportPart, applyReportProps, BOARD_PART_NAMES, cardPanel, cardValues, reportPartPanel, reportPartValues, reportPropsPanel, reportPropsValues, type BoardPanelContext } from '../../../../runtime/core/lowcode/board-panels';
import { NAME_INDEX } from '../../../../runtime/core/lowcode/field-kinds';
import { portalProblems, type PortalCard } from '../../../../runtime/core/lowcode/portal';
import { reportProblems, type ReportDefinition, type ReportField } from '../../../../runtime/core/lowcode/report';
import { HostProvider } from '../../../../runtime/react/host';
import { RegistryProvider } from '../../../../runtime/react/registry';
import { http } from '../../../api/client';
import { createAppRegistry } from '../../../modules/registry';
import { useScreenHost } from '../../screens';
import { menuTitle } from '../../../layout/menu-title';
import { flattenMenu } from '../../../layout/sidebar/menu-items';
import { session } from '../../../stores/session';
import { PortalView } from '../../dynamic/board/PortalView';
import { ReportView } from '../../dynamic/board/ReportView';
import type { PortalAnswer, ReportAnswer } from '../../dynamic/board/types';
import { designerCollision } from '../../visualdev/designer/collision';
import { PaletteButton } from '../../visualdev/designer/Palette';
import { PanelForm } from '../../visualdev/designer/PanelForm';
import { boardApi, modelFields, releasedModels, releasedReports } from '../board-api';
import { useAsync } from '../useAsync';
import { BoardCanvas } from './BoardCanvas';

const registry = createAppRegistry();

/** The pages whose grants and host the designers' panels use. */
const DESIGN_PATHS: Record<BoardDesignerKind, string> = { report: '/onlineDev/dataReport', portal: '/onlineDev/visualPortal' };

/** Props of {@link BoardDesigner}. */
export interface BoardDesignerProps {
  kind: BoardDesignerKind;
  /** The definition it opens with. */
  value?: Partial<BoardDefinition>;
  onChange?(definition: BoardDefinition): void;
  /** The stored board's id (its preview call); none for a board not saved yet. */
  boardId?: string;
}

/** Dispatches only real changes (a panel reports its values on mount too). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** True when a key press belongs to a text input with its own undo. */
const inTextInput = (target: EventTarget | null) => target instanceof Element && target.closest('input, textarea, [contenteditable="true"]') !== null;

/** The editor. */
export function BoardDesigner({ kind, value, onChange, boardId }: BoardDesignerProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const host = useScreenHost(DESIGN_PATHS[kind]);
  const [state, dispatch] = useReducer(boardReducer, undefined, () => initialBoardState(kind, value));
  const [tab, setTab] = useState('part');
  const [previewing, setPreviewing] = useState(false);
  const [dragging, setDragging] = useState<string | undefined>();
  const stateRef = useRef(state);
  stateRef.current = state;
  const { definition, selected } = state;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => onChangeRef.current?.(definition), [definition]);

  // What the panels choose from.
  const models = useAsync(releasedModels, 'models') ?? [];
  const reports = useAsync(releasedReports, kind === 'portal' ? 'reports' : undefined) ?? [];
  const { menuList } = useSnapshot(session);
  const menus = useMemo(() => flattenMenu(menuList as MenuItem[]).filter((item) => item.type !== 0).map((item) => ({ value: item.id, label: menuTitle(item, language) })), [menuList, language]);
  const selectedPart = selected ? findPart(definition, selected) : undefined;
  // A report's fields are its source's; a card's are its own model's.
  const fieldsModel = kind === 'report' ? (definition as ReportDefinition).source?.modelId : (selectedPart as PortalCard | undefined)?.modelId;
  const fields: ReportField[] = useAsync(() => modelFields(fieldsModel!, language), fieldsModel ? `${fieldsModel}:${language}` : undefined) ?? [];
  const context: BoardPanelContext = useMemo(() => ({ fields, models, reports, menus }), [fields, models, reports, menus]);

  const problems = useMemo(() => {
    const found = kind === 'report' ? reportProblems(definition, fieldsModel && fields.length ? fields : undefined) : portalProblems(definition);
    return found.map((problem) => translate(language, problem.key, problem.params));
  }, [kind, definition, fields, fieldsModel, language]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setDragging(undefined);
      const action = resolveBoardDrop(kind, stateRef.current.definition, String(event.active.id), event.over ? String(event.over.id) : null);
      if (action) dispatch(action);
    },
    [kind],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || inTextInput(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
    else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const partName = (part: string) => BOARD_PART_NAMES[part as keyof typeof BOARD_PART_NAMES]?.[NAME_INDEX[language]] ?? part;
  const ref = selected ? parsePartId(selected) : undefined;
  const reportPart = ref && kind === 'report' ? ((Object.entries(PART_SECTION).find(([, section]) => section === ref.section)?.[0] as ReportPart | undefined) ?? undefined) : undefined;

  const partPanel = () => {
    if (!selected || selectedPart === undefined) return <Empty description={t('designer.board.selectPart')} />;
    if (kind === 'report' && reportPart) {
      return (
        <PanelForm
          key={`${selected}:${fields.length}`}
          testId="board-part-panel"
          schema={reportPartPanel(reportPart, context)}
          values={reportPartValues(reportPart, selectedPart)}
          onChange={(values) => {
            const next = applyReportPart(reportPart, selectedPart, values);
            if (!same(next, selectedPart)) dispatch({ type: 'update', id: selected, value: next, coalesce: selected });
          }}
        />
      );
    }
    const card = selectedPart as PortalCard;
    return (
      <PanelForm
        key={`${selected}:${card.kind}:${fields.length}:${models.length}:${reports.length}`}
        testId="board-part-panel"
        schema={cardPanel(card, context)}
        values={cardValues(card)}
        onChange={(values) => {
          const next = applyCard(card, values, fields);
          if (!same(next, card)) dispatch({ type: 'update', id: selected, value: next, coalesce: selected });
        }}
      />
    );
  };

  const propsPanel = () => (
    <PanelForm
      key={`report:${models.length}`}
      testId="board-report-panel"
      schema={reportPropsPanel(context)}
      values={reportPropsValues(definition as unknown as Record<string, unknown>)}
      onChange={(values) => {
        const current = definition as unknown as Record<string, unknown>;
        const next = applyReportProps(current, values);
        if (!same(next, { source: current.source, pageSize: current.pageSize })) dispatch({ type: 'props', props: next, coalesce: 'report' });
      }}
    />
  );

  const api = boardApi(kind);
  const previewUrl = boardId ? `${api}/${boardId}/Actions/Preview` : `${api}/Actions/Preview`;
  const previewReport = useCallback((body: Record<string, unknown>) => http.post<ReportAnswer>(previewUrl, { ...body, definition: stateRef.current.definition }), [previewUrl]);
  const previewPortal = useCallback(() => http.post<PortalAnswer>(previewUrl, { definition: stateRef.current.definition }), [previewUrl]);

  return (
    <RegistryProvider registry={registry}>
      <HostProvider host={host}>
    <div data-testid={`${kind}-designer`} onKeyDown={onKeyDown} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 6, overflow: 'hidden' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 8px', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <div style={{ flex: 1 }} />
        {problems.length ? (
          <Tooltip title={<ul style={{ margin: 0, paddingLeft: 16 }}>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>}>
            <Badge count={problems.length} data-testid="board-problems">
              <Tag color="red">{t('designer.problemsTitle')}</Tag>
            </Badge>
          </Tooltip>
        ) : null}
        <Space>
          <Tooltip title="Ctrl+Z">
            <Button size="small" icon={<UndoOutlined />} disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })} data-testid="board-undo">
              {t('designer.undo')}
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Shift+Z">
            <Button size="small" icon={<RedoOutlined />} disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })} data-testid="board-redo">
              {t('designer.redo')}
            </Button>
          </Tooltip>
          <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(true)} data-testid="board-preview">
            {t('designer.preview')}
          </Button>
        </Space>
      </div>
      <DndContext sensors={sensors} collisionDetection={designerCollision} onDragStart={(event) => setDragging(String(event.active.id))} onDragEnd={onDragEnd} onDragCancel={() => setDragging(undefined)}>
        {/* A fixed height: the canvas and the panel scroll inside it, so the palette stays in reach of every drop zone. */}
        <div style={{ display: 'flex', height: 600 }}>
          <aside data-testid="board-palette" style={{ width: 150, padding: 8, overflow: 'auto', background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}>
            <Typography.Text type="secondary">{t('designer.board.palette')}</Typography.Text>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 6 }}>
              {paletteOf(kind).map((part) => (
                <PaletteButton
                  key={part}
                  dragId={`${BOARD_PALETTE_PREFIX}${part}`}
                  name={partName(part)}
                  testId={`palette-${part}`}
                  disabled={!canAdd(kind, definition, part)}
                  onAdd={() => {
                    dispatch({ type: 'add', part });
                    setTab('part');
                  }}
                />
              ))}
            </div>
          </aside>
          <main style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
            <BoardCanvas kind={kind} definition={definition} fields={fields} actions={{ selected, select: (id) => dispatch({ type: 'select', id }), remove: (id) => dispatch({ type: 'remove', id }) }} onBackground={() => dispatch({ type: 'select', id: null })} />
          </main>
          <aside style={{ width: 340, padding: '0 8px', background: token.colorBgContainer, borderLeft: `1px solid ${token.colorBorderSecondary}`, overflow: 'auto' }}>
            <Tabs
              activeKey={kind === 'report' ? tab : 'part'}
              onChange={setTab}
              items={[
                { key: 'part', label: t('designer.board.partProperties'), children: partPanel() },
                ...(kind === 'report' ? [{ key: 'report', label: t('designer.board.reportProperties'), children: propsPanel() }] : []),
              ]}
            />
          </aside>
        </div>
        <DragOverlay>{dragging?.startsWith(BOARD_PALETTE_PREFIX) ? <Tag color="blue" style={{ padding: '4px 12px' }}>{partName(dragging.slice(BOARD_PALETTE_PREFIX.length))}</Tag> : null}</DragOverlay>
      </DndContext>
      <Modal open={previewing} width={1100} title={t('designer.preview')} footer={null} onCancel={() => setPreviewing(false)} destroyOnHidden>
        <div data-testid="board-preview-view">
          {problems.length ? (
            <Alert type="error" showIcon message={t('designer.problemsTitle')} description={<ul style={{ margin: 0, paddingLeft: 16 }}>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>} />
          ) : kind === 'report' ? (
            <ReportView load={previewReport} />
          ) : (
            <PortalView load={previewPortal} />
          )}
        </div>
      </Modal>
    </div>
      </HostProvider>
    </RegistryProvider>
  );
}
