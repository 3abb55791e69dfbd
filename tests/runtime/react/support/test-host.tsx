/**
 * A host for component tests: an in-memory (or given) data provider, a permission check over a given permission
 * list (everything granted by default), recorded toasts, confirmations answered by the test, an in-memory
 * settings store, and a render helper that wraps a component in the registry, host and antd App.
 */
import { configure, render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createCan, type PermissionEntry } from '../../../../runtime/core/permission/filter';
import type { Language } from '../../../../runtime/core/i18n/languages';
import { HostProvider, type DataProvider, type Host } from '../../../../runtime/react/host';
import { RegistryProvider, type Registry } from '../../../../runtime/react/registry';
import { createAppRegistry } from '../../../../src/modules/registry';
import { createMemoryProvider } from './memory-provider';

// The machine running the suite is shared and often loaded: give findBy/waitFor 10 s rather than 1 s before failing.
configure({ asyncUtilTimeout: 10_000 });

/** The test host with what it recorded. */
export interface TestHost extends Host {
  toasts: { kind: 'success' | 'error' | 'warning'; text: string; durationMs?: number }[];
  confirms: string[];
  /** Documents printed through the host's print effect. */
  prints: { html: string; title: string }[];
  /** Files saved through the host's save effect. */
  saves: { content: Blob; fileName: string }[];
  /** What confirm answers (default true). */
  confirmAnswer: boolean;
  stored: Map<string, string>;
  downloads: string[];
}

/** Options of {@link createTestHost}. */
export interface TestHostOptions {
  data?: DataProvider;
  permissionList?: PermissionEntry[];
  modelId?: string;
  language?: Language;
}

/** Creates a test host; with no permission list, permission judgement is off (everything allowed). */
export function createTestHost(options: TestHostOptions = {}): TestHost {
  const stored = new Map<string, string>();
  const host: TestHost = {
    data: options.data ?? createMemoryProvider(),
    can: createCan(options.permissionList ?? [], { enabled: options.permissionList !== undefined }),
    modelId: options.modelId ?? 'm1',
    language: options.language ?? 'zh-CN',
    toasts: [],
    confirms: [],
    confirmAnswer: true,
    stored,
    downloads: [],
    download: (url) => void host.downloads.push(url),
    prints: [],
    print: (html, title) => void host.prints.push({ html, title }),
    saves: [],
    save: (content, fileName) => void host.saves.push({ content, fileName }),
    notify: {
      success: (text, durationMs) => host.toasts.push({ kind: 'success', text, durationMs }),
      error: (text) => host.toasts.push({ kind: 'error', text }),
      warning: (text) => host.toasts.push({ kind: 'warning', text }),
    },
    confirm: async ({ content }) => {
      host.confirms.push(content);
      return host.confirmAnswer;
    },
    settings: { get: (key) => stored.get(key) ?? null, set: (key, value) => void stored.set(key, value) },
  };
  return host;
}

/** The app's registry: the standard parts and the modules' contributions. */
export const testRegistry: Registry = createAppRegistry();

/** Renders inside the registry, host and antd App. */
export function renderWithHost(ui: ReactNode, host: Host, registry: Registry = testRegistry) {
  return render(
    <ConfigProvider>
      <AntApp>
        <RegistryProvider registry={registry}>
          <HostProvider host={host}>{ui}</HostProvider>
        </RegistryProvider>
      </AntApp>
    </ConfigProvider>,
  );
}
