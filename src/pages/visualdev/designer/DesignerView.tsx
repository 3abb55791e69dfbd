/**
 * The form designer, full screen over the web design page (loaded lazily with its drag and drop, CodeMirror and
 * panels): the palette on the left, the canvas in the middle, and on the right the selected field's properties, the
 * form's properties and the list designer — three panels the runtime's SchemaForm renders from generated schemas.
 * The header holds undo and redo (also Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y), the live preview, the JSON view, save
 * and close. Every change goes through the React-free designer state (runtime/core/lowcode/designer-state.ts).
 *
 * Save sends the definition to the server, which checks it again and refuses it with a message naming the field;
 * that message shows as the toast and stays beside the save button until the next save. The checker's problems are
 * also counted live in the header, so a designer sees them before saving.
 */
import { CloseOutlined, CodeOutlined, EyeOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { App, Badge, Button, Empty, Space, Spin, Tabs, Tag, theme, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../runtime/core/i18n/languages';
import { translate } from '../../../../runtime/core/i18n/messages';
import type { Definition, DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { applyFormPanel, applyListPanel, formPanel, formPanelValues, listPanel, listPanelValues } from '../../../../runtime/core/lowcode/designer-panels';
import { applyFieldPanel, fieldPanel, fieldPanelValues, type FieldPanelContext } from '../../../../runtime/core/lowcode/field-panel';
import {
  clickTarget,
  designerReducer,
  findNode,
  initialDesignerState,
  nodeKind,
  PALETTE_PREFIX,
  resolveDrop,
  ROOT,
  type DesignerState,
} from '../../../../runtime/core/lowcode/designer-state';
import { storesValue, type DesignerKind } from '../../../../runtime/core/lowcode/field-kinds';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { HostProvider } from '../../../../runtime/react/host';
import { RegistryProvider } from '../../../../runtime/react/registry';
import { notifySuccess } from '../../../host/notify';
import { createAppRegistry } from '../../../modules/registry';
import { useScreenHost } from '../../screens';
import { readDefinition, updateDefinition, type DefinitionRecord } from '../definition-api';
import { Canvas } from './Canvas';
import { designerCollision } from './collision';
import { JsonDialog } from './JsonDialog';
import { PanelForm } from './PanelForm';
import { Palette, useKindName } from './Palette';
import { PreviewDialog } from './PreviewDialog';

const registry = createAppRegistry();

/** The page whose grants and host the designer uses. */
const DESIGN_PATH = '/onlineDev/webDesign';

/** True when a key press belongs to a text editor with its own history (the JSON view). */
const inCodeEditor = (target: EventTarget | null) => target instanceof Element && target.closest('.cm-editor') !== null;

/** Props of {@link DesignerView}. */
export interface DesignerViewProps {
  id: string;
  onClose(): void;
}

/** The designer of one definition. */
export default function DesignerView({ id, onClose }: DesignerViewProps) {
  const { t } = useTranslation();
  const host = useScreenHost(DESIGN_PATH);
  const [record, setRecord] = useState<DefinitionRecord | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readDefinition(id)
      .then((loaded) => live && setRecord(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id]);

  const body = failed ? (
    <Empty description={t('designer.loadFailed')} style={{ marginTop: 96 }}>
      <Button onClick={onClose}>{t('designer.close')}</Button>
    </Empty>
  ) : record ? (
    <RegistryProvider registry={registry}>
      <HostProvider host={host}>
        <Designer record={record} onClose={onClose} />
      </HostProvider>
    </RegistryProvider>
  ) : (
    <Spin style={{ display: 'block', margin: '96px auto' }} />
  );
  return createPortal(
    <div data-testid="designer" role="dialog" aria-label={t('designer.title')} style={{ position: 'fixed', inset: 0, zIndex: 999, background: 'var(--ant-color-bg-layout, #f5f5f5)', display: 'flex', flexDirection: 'column' }}>
      {body}
    </div>,
    document.body,
  );
}

function Designer({ record, onClose }: { record: DefinitionRecord; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const kindName = useKindName();
  const [state, dispatch] = useReducer(designerReducer, record.definition, initialDesignerState);
  const [saved, setSaved] = useState<Definition>(state.definition);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>();
  const [previewing, setPreviewing] = useState(false);
  const [editingJson, setEditingJson] = useState(false);
  const [dragging, setDragging] = useState<string | undefined>();
  const [tab, setTab] = useState('field');
  const stateRef = useRef<DesignerState>(state);
  stateRef.current = state;

  const { definition, selected } = state;
  const fields = definition.formData.fields;
  const dirty = definition !== saved;
  const problems = useMemo(() => definitionProblems(definition.formData, definition.columnData).map((problem) => translate(language, problem.key, problem.params)), [definition, language]);

  // Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, anywhere in the designer but the JSON view's own editor.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || inCodeEditor(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragStart = useCallback((event: DragStartEvent) => setDragging(String(event.active.id)), []);
  const onDragEnd = useCallback((event: DragEndEvent) => {
    setDragging(undefined);
    const action = resolveDrop(stateRef.current.definition, String(event.active.id), event.over ? String(event.over.id) : null);
    if (action) dispatch(action);
  }, []);

  const add = useCallback((kind: DesignerKind) => {
    const current = stateRef.current;
    const parent = clickTarget(current.definition, current.selected);
    const list = parent === ROOT ? current.definition.formData.fields : (findNode(current.definition.formData.fields, parent)?.node.__config__.children ?? []);
    // Beside a selected field: right after it; into a container: at its end.
    const place = current.selected ? findNode(current.definition.formData.fields, current.selected) : undefined;
    const index = place && place.parent === parent && nodeKind(place.node) !== 'item' && parent !== current.selected ? place.index + 1 : list.length;
    dispatch({ type: 'add', kind, parent, index });
    setTab('field');
  }, []);

  const save = async () => {
    setSaving(true);
    setSaveError(undefined);
    const sent = state.definition;
    try {
      notifySuccess(await updateDefinition(record.id, { fullName: record.fullName, enCode: record.enCode, category: record.category, description: record.description, sortCode: record.sortCode }, sent));
      setSaved(sent);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({ title: t('common.tip'), content: t('designer.discardConfirm'), okText: t('common.confirm'), cancelText: t('common.cancel'), onOk: onClose });
  };

  const selectedPlace = selected ? findNode(fields, selected) : undefined;
  // The keys a list column, search field or sort may name: the form's value fields outside sub-tables, tables excepted.
  const formKeys = useMemo(() => {
    const out: { key: string; label: string; kind: string }[] = [];
    const walk = (list: readonly DefinitionField[]) => {
      for (const node of list) {
        if (nodeKind(node) === 'table') continue;
        if (node.__vModel__ && storesValue(nodeKind(node))) out.push({ key: node.__vModel__, label: node.__config__.label ?? node.__vModel__, kind: nodeKind(node) });
        walk(node.__config__.children ?? []);
      }
    };
    walk(fields);
    return out;
  }, [fields]);

  const draggingName = dragging?.startsWith(PALETTE_PREFIX) ? kindName(dragging.slice(PALETTE_PREFIX.length)) : dragging ? (findNode(fields, dragging)?.node.__config__.label ?? kindName(nodeKind(findNode(fields, dragging)?.node ?? { __config__: { klxKey: '' } }))) : undefined;

  return (
    <>
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('designer.title')} · {record.fullName}
        </Typography.Title>
        <Tag>{record.enCode}</Tag>
        {dirty ? <Tag color="orange" data-testid="designer-dirty">{t('designer.unsaved')}</Tag> : null}
        <div style={{ flex: 1 }} />
        {problems.length ? (
          <Tooltip title={<ul style={{ margin: 0, paddingLeft: 16 }}>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>}>
            <Badge count={problems.length} data-testid="designer-problems">
              <Tag color="red">{t('designer.problemsTitle')}</Tag>
            </Badge>
          </Tooltip>
        ) : null}
        {saveError ? (
          <Typography.Text type="danger" data-testid="designer-save-error" ellipsis style={{ maxWidth: 360 }}>
            {saveError}
          </Typography.Text>
        ) : null}
        <Space>
          <Tooltip title="Ctrl+Z">
            <Button icon={<UndoOutlined />} disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })} data-testid="designer-undo">
              {t('designer.undo')}
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Shift+Z">
            <Button icon={<RedoOutlined />} disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })} data-testid="designer-redo">
              {t('designer.redo')}
            </Button>
          </Tooltip>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)} data-testid="designer-preview">
            {t('designer.preview')}
          </Button>
          <Button icon={<CodeOutlined />} onClick={() => setEditingJson(true)} data-testid="designer-json-open">
            {t('designer.json')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="designer-save">
            {t('designer.save')}
          </Button>
          <Button icon={<CloseOutlined />} onClick={close} data-testid="designer-close">
            {t('designer.close')}
          </Button>
        </Space>
      </header>
      <DndContext sensors={sensors} collisionDetection={designerCollision} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(undefined)}>
        <div style={{ flex: 1, display: 'flex', minHeight: 0 }}>
          <aside style={{ width: 240, background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}>
            <Palette onAdd={add} />
          </aside>
          <main style={{ flex: 1, overflow: 'auto' }}>
            <Canvas fields={fields} actions={{ selected, select: (node) => dispatch({ type: 'select', id: node }), remove: (node) => dispatch({ type: 'remove', id: node }) }} onBackground={() => dispatch({ type: 'select', id: null })} />
          </main>
          <aside style={{ width: 440, background: token.colorBgContainer, borderLeft: `1px solid ${token.colorBorderSecondary}`, overflow: 'auto', padding: '0 12px' }}>
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'field',
                  label: t('designer.fieldProperties'),
                  children: selectedPlace && selectedPlace.node.__config__.klxKey ? <FieldPanel key={selected!} node={selectedPlace.node} context={{ keys: selectedPlace.parent !== ROOT && findNode(fields, selectedPlace.parent)?.node.__config__.klxKey === 'table' ? [] : formKeys }} onChange={(field) => dispatch({ type: 'update', id: selected!, field, coalesce: selected! })} /> : <Empty description={t('designer.selectField')} />,
                },
                {
                  key: 'form',
                  label: t('designer.formProperties'),
                  children: <FormPanel definition={definition} onChange={(props) => dispatch({ type: 'form', props, coalesce: 'form' })} />,
                },
                {
                  key: 'list',
                  label: t('designer.listDesign'),
                  children: <ListPanel definition={definition} keys={formKeys} onChange={(columnData) => dispatch({ type: 'columns', columnData, coalesce: 'list' })} />,
                },
              ]}
            />
          </aside>
        </div>
        <DragOverlay>{draggingName ? <Tag color="blue" style={{ padding: '4px 12px' }}>{draggingName}</Tag> : null}</DragOverlay>
      </DndContext>
      <PreviewDialog open={previewing} onClose={() => setPreviewing(false)} modelId={record.id} title={record.fullName} definition={definition} problems={problems} />
      <JsonDialog open={editingJson} definition={definition} onClose={() => setEditingJson(false)} onApply={(next) => dispatch({ type: 'replace', definition: next })} />
    </>
  );
}

/** Dispatches only real changes (the form reports its values on mount too). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function FieldPanel({ node, context, onChange }: { node: DefinitionField; context: FieldPanelContext; onChange(field: DefinitionField): void }) {
  // The panel's schema depends on the kind, the options, the columns (choices of the default and the totals) and
  // the form's other fields (choices of the show rule).
  const shape = JSON.stringify([node.__config__.klxKey, node.__vModel__, node.options, node.__config__.children?.map((column) => [column.__vModel__, column.__config__.label]), context.keys]);
  const schema = useMemo(() => fieldPanel(node, context), [shape]);
  return (
    <PanelForm
      schema={schema}
      testId="designer-field-panel"
      values={fieldPanelValues(node)}
      onChange={(values) => {
        const next = applyFieldPanel(node, values, context);
        if (!same(next, node)) onChange(next);
      }}
    />
  );
}

function FormPanel({ definition, onChange }: { definition: Definition; onChange(patch: ReturnType<typeof applyFormPanel>): void }) {
  const schema = useMemo(() => formPanel(), []);
  const { fields: _fields, ...current } = definition.formData;
  return (
    <PanelForm
      schema={schema}
      testId="designer-form-panel"
      values={formPanelValues(definition.formData)}
      onChange={(values) => {
        const next = applyFormPanel(definition.formData, values);
        if (!same(next, current)) onChange(next);
      }}
    />
  );
}

function ListPanel({ definition, keys, onChange }: { definition: Definition; keys: { key: string; label: string }[]; onChange(columnData: Definition['columnData']): void }) {
  const schema = useMemo(() => listPanel(keys), [keys]);
  return (
    <PanelForm
      schema={schema}
      testId="designer-list-panel"
      values={listPanelValues(definition.columnData)}
      onChange={(values) => {
        const next = applyListPanel(definition.columnData, values);
        if (!same(next, definition.columnData)) onChange(next);
      }}
    />
  );
}
