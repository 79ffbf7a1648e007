import { createBrowserRouter, redirect } from 'react-router-dom';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// Every route is its own lazy chunk: the landing page never downloads the admin screens, and the
// guard and sidebar load only with the /admin and /superadmin shells.
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', lazy: lazy(() => import('./routes/landing.tsx')) },
      { path: '/about', lazy: lazy(() => import('./routes/about.tsx')) },
      { path: '/login', lazy: lazy(() => import('./routes/login.tsx')) },
      { path: '/forgot-password', lazy: lazy(() => import('./routes/forgot-password.tsx')) },
      { path: '/reset-password', lazy: lazy(() => import('./routes/reset-password.tsx')) },
      // Where a team invitation's link lands: choose a password, join the team.
      { path: '/join', lazy: lazy(() => import('./routes/join.tsx')) },
      { path: '/register-business', lazy: lazy(() => import('./routes/register-business.tsx')) },
      {
        path: '/admin',
        lazy: lazy(() => import('./routes/admin-shell.tsx')),
        children: [
          { index: true, loader: () => redirect('/admin/dashboard') },
          { path: 'dashboard', lazy: lazy(() => import('./routes/admin-dashboard.tsx')) },
          { path: 'menu', lazy: lazy(() => import('./routes/admin-menu.tsx')) },
          { path: 'banner', lazy: lazy(() => import('./routes/admin-banner.tsx')) },
          { path: 'account', lazy: lazy(() => import('./routes/admin-account.tsx')) },
          { path: 'settings', lazy: lazy(() => import('./routes/admin-settings.tsx')) },
          { path: 'profile', lazy: lazy(() => import('./routes/admin-profile.tsx')) },
          { path: 'table-cards', lazy: lazy(() => import('./routes/admin-table-cards.tsx')) },
          { path: 'team', lazy: lazy(() => import('./routes/admin-team.tsx')) },
          { path: 'branches', lazy: lazy(() => import('./routes/admin-branches.tsx')) },
          { path: 'sold-out', lazy: lazy(() => import('./routes/admin-sold-out.tsx')) },
          { path: 'orders', lazy: lazy(() => import('./routes/admin-orders.tsx')) },
          { path: 'devices', lazy: lazy(() => import('./routes/admin-devices.tsx')) },
          {
            path: 'orders/history',
            lazy: lazy(() => import('./routes/admin-orders-history.tsx')),
          },
          {
            path: 'orders/report',
            lazy: lazy(() => import('./routes/admin-orders-report.tsx')),
          },
        ],
      },
      // The kitchen display is the whole screen: outside the admin shell and its navigation.
      { path: '/admin/orders/kitchen', lazy: lazy(() => import('./routes/admin-kitchen.tsx')) },
      // A paired tablet: the pairing page, then its one screen (docs/guide/devices.md).
      { path: '/admin/pair', lazy: lazy(() => import('./routes/admin-pair.tsx')) },
      { path: '/admin/device', lazy: lazy(() => import('./routes/admin-device.tsx')) },
      {
        path: '/superadmin',
        lazy: lazy(() => import('./routes/superadmin-shell.tsx')),
        children: [
          { index: true, loader: () => redirect('/superadmin/dashboard') },
          { path: 'dashboard', lazy: lazy(() => import('./routes/superadmin-dashboard.tsx')) },
          { path: 'all-menu', lazy: lazy(() => import('./routes/superadmin-all-menu.tsx')) },
          {
            path: ':slug/menu',
            lazy: lazy(() => import('./routes/superadmin-business-menu.tsx')),
          },
          {
            path: ':slug/profile',
            lazy: lazy(() => import('./routes/superadmin-business-profile.tsx')),
          },
          {
            path: ':slug/settings',
            lazy: lazy(() => import('./routes/superadmin-business-settings.tsx')),
          },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found.tsx')) },
    ],
  },
]);
