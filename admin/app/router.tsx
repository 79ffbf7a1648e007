import { createBrowserRouter } from 'react-router-dom';

// Every route is its own lazy chunk: the landing page never downloads the admin screens.
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  { path: '/', lazy: lazy(() => import('./routes/landing.tsx')) },
  { path: '/about', lazy: lazy(() => import('./routes/about.tsx')) },
  { path: '/login', lazy: lazy(() => import('./routes/login.tsx')) },
  { path: '/register-business', lazy: lazy(() => import('./routes/register-business.tsx')) },
  { path: '/admin/dashboard', lazy: lazy(() => import('./routes/admin-dashboard.tsx')) },
  { path: '/admin/menu', lazy: lazy(() => import('./routes/admin-menu.tsx')) },
  { path: '/admin/banner', lazy: lazy(() => import('./routes/admin-banner.tsx')) },
  { path: '/superadmin/dashboard', lazy: lazy(() => import('./routes/superadmin-dashboard.tsx')) },
  { path: '/superadmin/all-menu', lazy: lazy(() => import('./routes/superadmin-all-menu.tsx')) },
  {
    path: '/superadmin/:slug/menu',
    lazy: lazy(() => import('./routes/superadmin-business-menu.tsx')),
  },
  { path: '*', lazy: lazy(() => import('./routes/not-found.tsx')) },
]);
