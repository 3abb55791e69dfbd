/**
 * The route table: the public and fixed routes of spec 01 §2.1 (pages whose content belongs to a later issue show
 * a placeholder saying so), and every other path resolved against the granted menu (§2.2). Unknown paths and
 * failed navigations go to /404.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../pages/login/LoginPage';
import { lazyPage } from './lazy-page';
import { SessionGate } from './SessionGate';

// Only the sign-in page is in the entry chunk; every other page loads with its route (issue 13).
const later = (titleKey: string) => lazyPage(() => import('../pages/placeholder/PlaceholderPage'), 'PlaceholderPage', { titleKey });

/** Every route of the app. */
export const routes: RouteObject[] = [
  {
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    // A navigation that fails (a page that throws while loading) lands on /404.
    errorElement: <Navigate to="/404" replace />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/auth-redirect', element: later('route.authRedirect') },
      { path: '/sso', element: later('route.sso') },
      { path: '/formShortLink', element: later('route.formShortLink') },
      { path: '/downloadApp', element: lazyPage(() => import('../pages/download/DownloadAppPage'), 'DownloadAppPage') },
      { path: '/lockScreen', element: lazyPage(() => import('../pages/lock/LockScreenPage'), 'LockScreenPage') },
      { path: '/404', element: lazyPage(() => import('../pages/error/NotFoundPage'), 'NotFoundPage') },
      { path: '/eam/empower', element: lazyPage(() => import('../pages/empower/EmpowerPage'), 'EmpowerPage') },
      { path: '/view/:moduleId', element: lazyPage(() => import('../pages/dynamic/DataViewPage'), 'DataViewPage') },
      {
        element: lazyPage(() => import('../layout/Shell'), 'Shell'),
        errorElement: <Navigate to="/404" replace />,
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          { path: '/home', element: lazyPage(() => import('../pages/home/HomePage'), 'HomePage') },
          { path: '/dashboard', element: later('route.dashboard') },
          { path: '/eam_serviceCenter', element: later('route.serviceCenter') },
          { path: '/eam/eam_serviceCenter', element: later('route.serviceCenter') },
          { path: '/messageRecord', element: lazyPage(() => import('../messages/MessageRecordPage'), 'MessageRecordPage') },
          { path: '/previewModel', element: later('route.previewModel') },
          { path: '/profile', element: lazyPage(() => import('../pages/profile/ProfilePage'), 'ProfilePage') },
          { path: '/emailDetail', element: later('route.emailDetail') },
          { path: '/workFlowDetail', element: later('route.workFlowDetail') },
          { path: '/workFlow/entrust', element: later('route.entrust') },
          { path: '/externalLink', element: lazyPage(() => import('../pages/external/ExternalLinkPage'), 'ExternalLinkPage') },
          { path: '/menuMore', element: lazyPage(() => import('../pages/menu-more/MenuMorePage'), 'MenuMorePage') },
          { path: '/redirect/*', element: lazyPage(() => import('../pages/redirect/RedirectPage'), 'RedirectPage') },
          { path: '*', element: lazyPage(() => import('../pages/ModulePage'), 'ModulePage') },
        ],
      },
    ],
  },
];
