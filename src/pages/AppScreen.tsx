/**
 * A schema screen rendered with the app's registry (the standard parts plus the modules' contributions). Loaded
 * lazily by src/pages/screens.tsx, so rjsf, ajv, the runtime and the modules' screen parts stay out of the main chunk.
 */
import type { ScreenSchema } from '../../runtime/core/schema/types';
import type { Host } from '../../runtime/react/host';
import StandardScreen from '../../widgets/StandardScreen';
import { createAppRegistry } from '../modules/registry';

const registry = createAppRegistry();

/** Props of {@link AppScreen}. */
export interface AppScreenProps {
  schema: ScreenSchema;
  host: Host;
  resolveSchema?(id: string): ScreenSchema | undefined;
  /** Values the screen is opened with (e.g. the dictionary type a type-4 menu entry serves). */
  context?: Record<string, unknown>;
}

/** A screen with the app's registry. */
export default function AppScreen(props: AppScreenProps) {
  return <StandardScreen {...props} registry={registry} />;
}
