/**
 * The widget registry: a plain value built by `createRegistry` and handed down through React context — never a
 * module-level table, so tests and screens cannot leak registrations into each other (STYLE.md §2). Registration
 * and lookup fail loudly: a name registered twice throws unless the override is explicit, and a missing widget
 * throws an error naming the widget, the field and the schema (STYLE.md §3).
 */
import type { WidgetProps } from '@rjsf/utils';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** A form widget as rjsf renders it. */
export type FormWidget = ComponentType<WidgetProps>;

/** Where a widget is asked for, for the error message of a failed lookup. */
export interface WidgetLookupSite {
  field: string;
  schemaId: string;
}

/** What a registry is built from. */
export interface RegistryInit {
  widgets: Record<string, FormWidget>;
}

/** The widgets offered to schema forms. */
export interface Registry {
  /** The widget registered under `name`; throws naming the widget, field and schema when there is none. */
  widget(name: string, site: WidgetLookupSite): FormWidget;
  /** Every registered widget by name (what rjsf receives). */
  readonly widgets: Readonly<Record<string, FormWidget>>;
  /** A new registry with more widgets; a name already present throws unless `override` is set. */
  extend(widgets: Record<string, FormWidget>, options?: { override?: boolean }): Registry;
}

/** Thrown when a schema names a widget the registry does not hold. */
export class UnknownWidgetError extends Error {
  constructor(
    readonly widgetName: string,
    readonly site: WidgetLookupSite,
    known: string[],
  ) {
    super(`Unknown widget "${widgetName}" for field "${site.field}" of schema "${site.schemaId}" (registered: ${known.join(', ') || 'none'})`);
    this.name = 'UnknownWidgetError';
  }
}

function build(widgets: Record<string, FormWidget>): Registry {
  const frozen = Object.freeze({ ...widgets });
  return {
    widgets: frozen,
    widget(name, site) {
      const found = Object.prototype.hasOwnProperty.call(frozen, name) ? frozen[name] : undefined;
      if (!found) throw new UnknownWidgetError(name, site, Object.keys(frozen));
      return found;
    },
    extend(more, options = {}) {
      if (!options.override) {
        for (const name of Object.keys(more)) {
          if (Object.prototype.hasOwnProperty.call(frozen, name)) throw new Error(`Widget "${name}" is already registered; pass { override: true } to replace it`);
        }
      }
      return build({ ...frozen, ...more });
    },
  };
}

/** Builds a registry from a map of widgets. */
export function createRegistry(init: RegistryInit): Registry {
  return build(init.widgets);
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
