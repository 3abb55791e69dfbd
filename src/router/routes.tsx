/**
 * The route table: the public and fixed routes of spec 01 §2.1 (pages whose content belongs to a later issue show
 * a placeholder saying so), and every other path resolved against the granted menu (§2.2). Unknown paths and
 * failed navigations go to /404.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Shell } from '../layout/Shell';
import { DownloadAppPage } from '../pages/download/DownloadAppPage';
import { DataViewPage } from '../pages/dynamic/DataViewPage';
import { EmpowerPage } from '../pages/empower/EmpowerPage';
import { NotFoundPage } from '../pages/error/NotFoundPage';
import { ExternalLinkPage } from '../pages/external/ExternalLinkPage';
import { HomePage } from '../pages/home/HomePage';
import { LockScreenPage } from '../pages/lock/LockScreenPage';
import { LoginPage } from '../pages/login/LoginPage';
import { MenuMorePage } from '../pages/menu-more/MenuMorePage';
import { ModulePage } from '../pages/ModulePage';
import { MessageRecordPage } from '../messages/MessageRecordPage';
import { PlaceholderPage } from '../pages/placeholder/PlaceholderPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { RedirectPage } from '../pages/redirect/RedirectPage';
import { SessionGate } from './SessionGate';

const later = (titleKey: string) => <PlaceholderPage titleKey={titleKey} />;

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
      { path: '/downloadApp', element: <DownloadAppPage /> },
      { path: '/lockScreen', element: <LockScreenPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/eam/empower', element: <EmpowerPage /> },
      { path: '/view/:moduleId', element: <DataViewPage /> },
      {
        element: <Shell />,
        errorElement: <Navigate to="/404" replace />,
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          { path: '/home', element: <HomePage /> },
          { path: '/dashboard', element: later('route.dashboard') },
          { path: '/eam_serviceCenter', element: later('route.serviceCenter') },
          { path: '/eam/eam_serviceCenter', element: later('route.serviceCenter') },
          { path: '/messageRecord', element: <MessageRecordPage /> },
          { path: '/previewModel', element: later('route.previewModel') },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/emailDetail', element: later('route.emailDetail') },
          { path: '/workFlowDetail', element: later('route.workFlowDetail') },
          { path: '/workFlow/entrust', element: later('route.entrust') },
          { path: '/externalLink', element: <ExternalLinkPage /> },
          { path: '/menuMore', element: <MenuMorePage /> },
          { path: '/redirect/*', element: <RedirectPage /> },
          { path: '*', element: <ModulePage /> },
        ],
      },
    ],
  },
];
