/**
 * The runtime registry: a plain value built by `createRegistry` and handed down through React context — never a
 * module-level table, so tests and screens cannot leak registrations into each other (STYLE.md §2). It holds every
 * named part a schema may refer to:
 *
 * - `widgets` — form widgets, by `form.fields[].widget`;
 * - `cells` — list cell renderers, by `list.columns[].render`;
 * - `rowActions` — list row actions, by `list.rowActions[]` (label, permission, what a click does, an optional dialog);
 * - `computeRules` — client compute rules of computed fields, by `form.fields[].compute.rule`.
 *
 * The runtime ships the generic parts (widgets/standard-registry.ts); a module contributes its own with `extend`
 * (e.g. the users module's reset-password and unlock actions, the bill-rule module's example rule), and the app
 * hands the extended registry to its screens. Registration and lookup fail loudly: a name registered twice throws
 * unless the override is explicit, and a missing part throws an error naming it, the field and the schema (STYLE.md §3).
 */
import type { WidgetProps } from '@rjsf/utils';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Translate } from '../core/schema/messages';
import type { FormField, ListColumn, ScreenSchema } from '../core/schema/types';
import type { Host, Row } from './host';

/** A form widget as rjsf renders it. */
export type FormWidget = ComponentType<WidgetProps>;

/** Where a part is asked for, for the error message of a failed lookup. */
export interface WidgetLookupSite {
  field: string;
  schemaId: string;
}

/** Option labels by value, per field, for cells that show an option's label. */
export type OptionLabels = Record<string, Map<string, string>>;

/** What a cell renderer is given besides the value. */
export interface CellContext {
  column: ListColumn;
  row: Row;
  t: Translate;
  /** Labels of the form fields' options, per field. */
  labels: OptionLabels;
  /** The form field of the column's property, when the form has one (e.g. the screen a reference names). */
  field?: FormField;
}

/** Shows one list cell: a column whose `render` names it gets the value and the cell context. */
export type CellRenderer = (value: unknown, cell: CellContext) => ReactNode;

/** A computed field's value from the form values (a client compute rule, named by `compute.rule`). */
export type FieldComputer = (values: Record<string, unknown>, today: Date) => unknown;

/** What a row action's click and its dialog work with. */
export interface RowActionContext {
  schema: ScreenSchema;
  t: Translate;
  host: Host;
  row: Row;
  /** The row's id as a string. */
  id: string;
  /** The values a left-tree node passes (e.g. a scope), as the data provider needs them. */
  context: Record<string, unknown> | undefined;
  /** Opens the screen's add/edit dialog: on a record (edit) or with initial values (add). */
  openForm(target: { recordId?: string; initialValues?: Row }): void;
  /** Opens this action's own `dialog` for the row. */
  openDialog(): void;
  /** Reloads the list (after a change). */
  reload(): void;
}

/** Props of a row action's own dialog; it is open while rendered and closes through `onClose`. */
export interface RowActionDialogProps {
  schema: ScreenSchema;
  t: Translate;
  row: Row;
  /** The row's id as a string. */
  recordId: string;
  /** The values a left-tree node passes (e.g. a scope). */
  context?: Record<string, unknown>;
  onClose(): void;
  reload(): void;
}

/** A list row action, named by `list.rowActions[]`. */
export interface RowActionDefinition {
  /**
   * The permission it needs: the key in the schema's `permissions` naming the button code, and the code when the
   * schema does not name one. The server's guard of the action's route uses the same key and default.
   */
  permission: { key: string; defaultCode: string };
  /** The button's text for a row (e.g. 禁用 or 启用 by the row's state). */
  label(context: RowActionContext): string;
  /** Shown red. */
  danger?: boolean;
  /** Offered on this screen at all (e.g. export only where the resource declares a transfer); default yes. */
  available?(schema: ScreenSchema): boolean;
  /** What a click does. */
  run(context: RowActionContext): void;
  /** A dialog the action opens with `openDialog()`. */
  dialog?: ComponentType<RowActionDialogProps>;
}

/** The named parts a registry is built from (all but widgets optional). */
export interface RegistryInit {
  widgets: Record<string, FormWidget>;
  cells?: Record<string, CellRenderer>;
  rowActions?: Record<string, RowActionDefinition>;
  computeRules?: Record<string, FieldComputer>;
}

/** The kinds of parts a registry holds. */
export type RegistryKind = 'widgets' | 'cells' | 'rowActions' | 'computeRules';

const KIND_NAMES: Record<RegistryKind, string> = { widgets: 'widget', cells: 'cell renderer', rowActions: 'row action', computeRules: 'compute rule' };

/** The parts offered to schema screens. */
export interface Registry {
  /** The widget registered under `name`; throws naming the widget, field and schema when there is none. */
  widget(name: string, site: WidgetLookupSite): FormWidget;
  /** The cell renderer registered under `name`; throws naming it, the column and the schema when there is none. */
  cell(name: string, site: WidgetLookupSite): CellRenderer;
  /** The row action registered under `name`; throws naming it and the schema when there is none. */
  rowAction(name: string, site: WidgetLookupSite): RowActionDefinition;
  /** The compute rule registered under `name`; throws naming it, the field and the schema when there is none. */
  computeRule(name: string, site: WidgetLookupSite): FieldComputer;
  /** Every registered widget by name (what rjsf receives). */
  readonly widgets: Readonly<Record<string, FormWidget>>;
  readonly cells: Readonly<Record<string, CellRenderer>>;
  readonly rowActions: Readonly<Record<string, RowActionDefinition>>;
  readonly computeRules: Readonly<Record<string, FieldComputer>>;
  /**
   * A new registry with more parts (this one is unchanged); a name already present in its kind throws unless
   * `override` is set.
   */
  extend(more: Partial<RegistryInit>, options?: { override?: boolean }): Registry;
}

/** Thrown when a schema names a part the registry does not hold. */
export class UnknownWidgetError extends Error {
  constructor(
    readonly widgetName: string,
    readonly site: WidgetLookupSite,
    known: string[],
    kind: RegistryKind = 'widgets',
  ) {
    super(`Unknown ${KIND_NAMES[kind]} "${widgetName}" for field "${site.field}" of schema "${site.schemaId}" (registered: ${known.join(', ') || 'none'})`);
    this.name = 'UnknownWidgetError';
  }
}

type Parts = { [K in RegistryKind]-?: Readonly<NonNullable<RegistryInit[K]>> };

const has = (table: object, name: string) => Object.prototype.hasOwnProperty.call(table, name);

function build(parts: Parts): Registry {
  const frozen: Parts = {
    widgets: Object.freeze({ ...parts.widgets }),
    cells: Object.freeze({ ...parts.cells }),
    rowActions: Object.freeze({ ...parts.rowActions }),
    computeRules: Object.freeze({ ...parts.computeRules }),
  };
  function lookup<K extends RegistryKind>(kind: K, name: string, site: WidgetLookupSite): Parts[K][string] {
    const table = frozen[kind] as Record<string, Parts[K][string]>;
    if (!has(table, name)) throw new UnknownWidgetError(name, site, Object.keys(table), kind);
    return table[name]!;
  }
  return {
    ...frozen,
    widget: (name, site) => lookup('widgets', name, site),
    cell: (name, site) => lookup('cells', name, site),
    rowAction: (name, site) => lookup('rowActions', name, site),
    computeRule: (name, site) => lookup('computeRules', name, site),
    extend(more, options = {}) {
      const next = { ...frozen } as Record<RegistryKind, Record<string, unknown>>;
      for (const kind of Object.keys(KIND_NAMES) as RegistryKind[]) {
        const added = more[kind] ?? {};
        if (!options.override) {
          for (const name of Object.keys(added)) {
            if (has(frozen[kind], name)) throw new Error(`${KIND_NAMES[kind][0]!.toUpperCase()}${KIND_NAMES[kind].slice(1)} "${name}" is already registered; pass { override: true } to replace it`);
          }
        }
        next[kind] = { ...frozen[kind], ...added };
      }
      return build(next as Parts);
    },
  };
}

/** Builds a registry from its parts. */
export function createRegistry(init: RegistryInit): Registry {
  return build({ widgets: init.widgets, cells: init.cells ?? {}, rowActions: init.rowActions ?? {}, computeRules: init.computeRules ?? {} });
}

const RegistryContext = createContext<Registry | undefined>(undefined);

/** Provides a registry to the schema components below it. */
export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry in context; throws when a schema component is rendered without one. */
export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('No widget registry: wrap schema components in <RegistryProvider>');
  return registry;
}
