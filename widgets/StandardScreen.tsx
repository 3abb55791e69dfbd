/**
 * A screen rendered with the standard widgets: the registry of this package and the given host around the
 * runtime's ScreenPage. The app loads this module lazily, so rjsf, ajv and the runtime stay out of the main chunk.
 */
import { useMemo } from 'react';
import type { ScreenSchema } from '../runtime/core/schema/types';
import { HostProvider, type Host } from '../runtime/react/host';
import { createRegistry, RegistryProvider } from '../runtime/react/registry';
import { ScreenPage } from '../runtime/react/screen/ScreenPage';
import { standardWidgets } from './index';

/** Props of {@link StandardScreen}. */
export interface StandardScreenProps {
  schema: ScreenSchema;
  host: Host;
  resolveSchema?(id: string): ScreenSchema | undefined;
}

/** A screen with the standard registry. */
export default function StandardScreen({ schema, host, resolveSchema }: StandardScreenProps) {
  const registry = useMemo(() => createRegistry({ widgets: standardWidgets }), []);
  return (
    <RegistryProvider registry={registry}>
      <HostProvider host={host}>
        <ScreenPage schema={schema} resolveSchema={resolveSchema} />
      </HostProvider>
    </RegistryProvider>
  );
}
