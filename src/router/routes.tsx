/** The route table: public and fixed routes (spec 01 §2.1); everything else resolves against the granted menu. */
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Shell } from '../layout/Shell';
import { EmpowerPage } from '../pages/empower/EmpowerPage';
import { NotFoundPage } from '../pages/error/NotFoundPage';
import { HomePage } from '../pages/home/HomePage';
import { LoginPage } from '../pages/login/LoginPage';
import { ModulePage } from '../pages/ModulePage';
import { SessionGate } from './SessionGate';

/** Every route of the app. */
export const routes: RouteObject[] = [
  {
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/eam/empower', element: <EmpowerPage /> },
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          { path: '/home', element: <HomePage /> },
          { path: '*', element: <ModulePage /> },
        ],
      },
    ],
  },
];
