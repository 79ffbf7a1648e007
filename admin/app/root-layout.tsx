import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { useSiteText } from '../lib/i18n/site-text.ts';

/** Every page: the routed screen plus the one Toaster (docs/guide/product.md section 2: toasts top-center). */
export function RootLayout() {
  // The site dictionary, not the admin's: the landing page must not download the admin texts.
  const { dir, t } = useSiteText();
  const { notices } = t;
  return (
    <>
      <Outlet />
      <Toaster
        position="top-center"
        richColors
        closeButton
        dir={dir}
        containerAriaLabel={notices.region}
        toastOptions={{ closeButtonAriaLabel: notices.close }}
      />
    </>
  );
}
