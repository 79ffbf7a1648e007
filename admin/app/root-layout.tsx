import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';

/** Every page: the routed screen plus the one Toaster (SPEC.md: toasts top-center). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
