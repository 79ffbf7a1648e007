import { RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../lib/i18n/language-provider.tsx';
import { QueryProvider } from '../lib/query/query-provider.tsx';
import { router } from './router.tsx';
import '../lib/ui/tokens.css';

export function App() {
  return (
    <LanguageProvider>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </LanguageProvider>
  );
}
