/**
 * A screen rendered with the standard registry (or the given one, e.g. the app's, extended by its modules) and the
 * given host around the runtime's ScreenPage. The app loads this module lazily, so rjsf, ajv and the runtime stay out of the main chunk.
 */
import { useMemo } from 'react';
import type { ScreenSchema } from '../runtime/core/schema/types';
import { HostProvider, type Host } from '../runtime/react/host';
import { RegistryProvider, type Registry } from '../runtime/react/registry';
import { ScreenPage } from '../runtime/react/screen/ScreenPage';
import { createStandardRegistry } from './standard-registry';

/** Props of {@link StandardScreen}. */
export interface StandardScreenProps {
  schema: ScreenSchema;
  host: Host;
  resolveSchema?(id: string): ScreenSchema | undefined;
  /** The registry to render with; the standard one when left out. */
  registry?: Registry;
  /** Values the screen is opened with (ScreenPage `context`). */
  context?: Record<string, unknown>;
}

/** A screen with the standard registry. */
export default function StandardScreen({ schema, host, resolveSchema, registry: given, context }: StandardScreenProps) {
  const standard = useMemo(() => (given ? undefined : createStandardRegistry()), [given]);
  const registry = given ?? standard!;
  return (
    <RegistryProvider registry={registry}>
      <HostProvider host={host}>
        <ScreenPage schema={schema} resolveSchema={resolveSchema} context={context} />
      </HostProvider>
    </RegistryProvider>
  );
}
