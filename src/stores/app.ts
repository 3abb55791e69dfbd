/**
 * The layout's runtime state (not persisted): whether the device counts as mobile (spec 01 §2.3: body width
 * minus 1 under 992 px). The sidebar's open flag is a setting (src/stores/settings.ts, persisted).
 */
import { proxy } from 'valtio';
import { isMobileWidth } from '../../runtime/core/routing/layout-rules';

/** The layout state. */
export interface AppState {
  device: 'desktop' | 'mobile';
}

/** The layout store (valtio proxy). */
export const appState = proxy<AppState>({
  device: typeof document !== 'undefined' && isMobileWidth(document.body.getBoundingClientRect().width) ? 'mobile' : 'desktop',
});
