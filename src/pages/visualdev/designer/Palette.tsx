/**
 * The palette: every kind the runtime renders (runtime/core/lowcode/field-kinds.ts, derived from the adapter's
 * kind lists), grouped into fields, context defaults, containers and display parts. An entry is dragged onto the
 * canvas (dnd-kit, id `palette:<kind>`) or clicked, which adds it to the selected container (or beside the selected
 * field, or at the end of the form).
 */
import { useDraggable } from '@dnd-kit/core';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PALETTE_PREFIX } from '../../../../runtime/core/lowcode/designer-state';
import { FIELD_KINDS, KIND_NAMES, kindGroup, NAME_INDEX, type DesignerKind, type KindGroup } from '../../../../runtime/core/lowcode/field-kinds';
import { isLanguage } from '../../../../runtime/core/i18n/languages';

const GROUPS: KindGroup[] = ['value', 'context', 'container', 'display'];

/** The name of a kind in the UI's language. */
export function useKindName(): (kind: string) => string {
  const { i18n } = useTranslation();
  const index = NAME_INDEX[isLanguage(i18n.language) ? i18n.language : 'zh-CN'];
  return (kind) => KIND_NAMES[kind as DesignerKind]?.[index] ?? kind;
}

/**
 * One palette entry: dragged onto a canvas (dnd-kit, id `dragId`) or clicked. The report and portal designers'
 * palettes are made of it too.
 */
export function PaletteButton({ dragId, name, testId, disabled, onAdd }: { dragId: string; name: string; testId: string; disabled?: boolean; onAdd(): void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId, disabled });
  return (
    <Button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      size="small"
      block
      disabled={disabled}
      data-testid={testId}
      title={name}
      style={{ textAlign: 'left', overflow: 'hidden', opacity: isDragging ? 0.5 : 1, cursor: disabled ? 'not-allowed' : 'grab' }}
      onClick={onAdd}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
    </Button>
  );
}

function PaletteEntry({ kind, name, onAdd }: { kind: DesignerKind; name: string; onAdd(kind: DesignerKind): void }) {
  return <PaletteButton dragId={`${PALETTE_PREFIX}${kind}`} name={name} testId={`palette-${kind}`} onAdd={() => onAdd(kind)} />;
}

/** The palette. */
export function Palette({ onAdd }: { onAdd(kind: DesignerKind): void }) {
  const { t } = useTranslation();
  const nameOf = useKindName();
  return (
    <div data-testid="designer-palette" style={{ padding: 12, overflow: 'auto', height: '100%' }}>
      {GROUPS.map((group) => {
        const kinds = FIELD_KINDS.filter((kind) => kindGroup(kind) === group);
        if (kinds.length === 0) return null;
        return (
          <div key={group} style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">{t(`designer.group.${group}`)}</Typography.Text>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 6, marginTop: 6 }}>
              {kinds.map((kind) => (
                <PaletteEntry key={kind} kind={kind} name={nameOf(kind)} onAdd={onAdd} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
