/**
 * Schema screens in the app: every `schemas/*.json` file is a screen served at "/" + its route. `screenFor(path)`
 * returns the page component of the screen at a path (embedded screens, opened inside another, have no page), or
 * undefined. The page builds the runtime's host from the app: the http client (data), the session's permission
 * list and the route's modelId (the menu id of that route), antd toasts and confirmation, and i18next's language.
 * The runtime (rjsf, ajv, the widgets, the modules' registry parts) is loaded lazily so the main chunk stays small.
 */
import { App, Spin } from 'antd';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuItem, PermissionEntry } from '../../runtime/core/contract/session';
import { isLanguage } from '../../runtime/core/i18n/languages';
import { createCan } from '../../runtime/core/permission/filter';
import { buildMenuRoutes } from '../../runtime/core/routing/menu-routes';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { withTimestamp } from '../../runtime/core/http/response';
import type { Host } from '../../runtime/react/host';
import { http } from '../api/client';
import { createHttpDataProvider } from '../api/runtime-data';
import { i18next } from '../i18n';
import { notifyError, notifySuccess, notifyWarning } from '../host/notify';
import { session } from '../stores/session';

const files = import.meta.glob<{ default: unknown }>('../../schemas/*.json', { eager: true });

/** Every screen schema (the meta-schema file is not a screen). */
export const screenSchemas: ScreenSchema[] = Object.entries(files)
  .filter(([file]) => !file.endsWith('/screen.schema.json'))
  .map(([, module]) => module.default as ScreenSchema);

const byId = new Map(screenSchemas.map((schema) => [schema.id, schema]));

const AppScreen = lazy(() => import('./AppScreen'));

/**
 * Sends a file as multipart field `file` with extra fields; a refused upload shows the server's message like any
 * failed call and rejects with `final` set. A transport failure rejects with `final` false; it is shown here only
 * for a plain upload (a chunk of a resumable upload is retried, and its uploader says 上传失败 once it gives up).
 */
async function upload(url: string, file: Blob, fields?: Record<string, string>, name?: string): Promise<{ msg?: string; data?: unknown }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) form.append(key, value);
  form.append('file', file, name ?? (file instanceof File ? file.name : 'blob'));
  let envelope: { code?: number; msg?: string; data?: unknown } | undefined;
  try {
    const response = await fetch(withTimestamp(url, Date.now()), { method: 'POST', headers: { Authorization: session.token, 'klx-origin': 'pc', 'Accept-Language': i18next.language }, body: form });
    envelope = (await response.json()) as { code?: number; msg?: string; data?: unknown };
  } catch {
    envelope = undefined;
  }
  if (envelope?.code === 200) return { msg: envelope.msg, data: envelope.data };
  const message = envelope?.msg || i18next.t('error.requestFailed');
  if (envelope || !fields) notifyError(message);
  throw Object.assign(new Error(message), { final: envelope !== undefined });
}

// Writes show the server's message; a quiet call (autocomplete) shows no error toast (runtime-data.ts).
const data = createHttpDataProvider(http, upload);

/** Downloads a file the API prepared; the download route needs the session token, so it is fetched, not opened. */
async function download(url: string): Promise<void> {
  try {
    const response = await fetch(url, { headers: { Authorization: session.token, 'klx-origin': 'pc' } });
    if (!response.ok) throw new Error(String(response.status));
    const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = name ? decodeURIComponent(name) : 'download';
    link.click();
    URL.revokeObjectURL(link.href);
  } catch {
    notifyError(i18next.t('error.requestFailed'));
  }
}

/** Prints a document in a hidden frame with the browser's print dialog, then removes the frame. */
function printDocument(html: string, title: string): void {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.srcdoc = html;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // The dialog blocks until closed in most browsers; the frame goes a minute later either way.
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.appendChild(frame);
}

/** Saves a document made in the browser as a file. */
function saveFile(content: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(content);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The runtime's host for the screen at a menu path: data, permissions of that route, toasts, confirmation, language. */
export function useScreenHost(path: string): Host {
  const { i18n } = useTranslation();
  // The confirmation comes from antd's App context, so it follows the app's theme and language.
  const { modal } = App.useApp();
  const { menuList, permissionList, userInfo } = useSnapshot(session);
  const modelId = useMemo(() => buildMenuRoutes(menuList as MenuItem[]).find((route) => route.path === path)?.meta.modelId ?? '', [menuList, path]);
  const can = useMemo(() => createCan(permissionList as PermissionEntry[]), [permissionList]);
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return useMemo<Host>(
    () => ({
      data,
      can,
      modelId,
      language,
      notify: { success: (text, durationMs) => notifySuccess(text, durationMs / 1000), error: notifyError, warning: (text) => notifyWarning(text) },
      confirm: ({ title, content, okText, cancelText }) =>
        new Promise((resolve) => {
          modal.confirm({ title, content, okText, cancelText, onOk: () => resolve(true), onCancel: () => resolve(false) });
        }),
      settings: { get: (key) => localStorage.getItem(key), set: (key, value) => localStorage.setItem(key, value) },
      download: (url) => void download(url),
      print: printDocument,
      save: saveFile,
      currentUser: userInfo ? { userName: userInfo.userName, organizeName: userInfo.organizeName, positionName: userInfo.positionIds?.[0]?.name ?? '' } : undefined,
    }),
    [can, modelId, language, modal, userInfo],
  );
}

const pages = new Map<string, ComponentType>();

function pageOf(schema: ScreenSchema): ComponentType {
  const path = `/${schema.route}`;
  const Page = () => {
    const host = useScreenHost(path);
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <AppScreen schema={schema} host={host} resolveSchema={(id) => byId.get(id)} />
      </Suspense>
    );
  };
  Page.displayName = `Screen(${schema.id})`;
  return Page;
}

/** The page of the schema screen served at `path`, or undefined when no schema serves it. */
export function screenFor(path: string): ComponentType | undefined {
  const schema = screenSchemas.find((candidate) => !candidate.embedded && `/${candidate.route}` === path);
  if (!schema) return undefined;
  let page = pages.get(schema.id);
  if (!page) {
    page = pageOf(schema);
    pages.set(schema.id, page);
  }
  return page;
}
