/**
 * Built-in pages that are not schema screens (they edit grants or sessions, not records), by menu route. Loaded
 * lazily so the main chunk stays small.
 */
import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

const channelAccountPage = lazy(() => import('./channel-accounts/ChannelAccountPage'));

const lazyPages: Record<string, ComponentType> = {
  '/permission/authorize': lazy(() => import('./authorize/AuthorizePage')),
  '/permission/userOnline': lazy(() => import('./online-users/OnlineUsersPage')),
  '/permission/grade': lazy(() => import('./grade/GradePage')),
  '/system/notice': lazy(() => import('./notice/NoticePage')),
  '/msgCenter/msgMonitor': lazy(() => import('./message-monitor/MessageMonitorPage')),
  '/onlineDev/dataReport': lazy(() => import('./boards/ReportDesignPage')),
  '/onlineDev/visualPortal': lazy(() => import('./boards/PortalDesignPage')),
  '/onlineDev/webDesign': lazy(() => import('./visualdev/WebDesignPage')),
  // The channel accounts of 消息中心 → 账号配置 (one page, the route names the channel).
  ...Object.fromEntries(['mail', 'shortMsg', 'ding', 'weCom', 'webhook'].map((channel) => [`/msgCenter/accountConfig/${channel}`, channelAccountPage])),
};

const wrapped = new Map<string, ComponentType>();

/** The built-in page served at `path`, or undefined. */
export function builtInPageFor(path: string): ComponentType | undefined {
  const Page = lazyPages[path];
  if (!Page) return undefined;
  let page = wrapped.get(path);
  if (!page) {
    page = () => (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <Page />
      </Suspense>
    );
    page.displayName = `BuiltIn(${path})`;
    wrapped.set(path, page);
  }
  return page;
}
