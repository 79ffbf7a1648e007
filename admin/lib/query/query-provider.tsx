import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useLangNow } from '../i18n/use-lang-now.ts';
import { createQueryClient } from './query-client.ts';

/** The app's one query cache; errors it reports read the language shown at that moment. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const langNow = useLangNow();
  const [client] = useState(() =>
    createQueryClient({
      // The texts come with the first screen that can fail, not with the landing page.
      notify: (error) =>
        void import('../api/errors.ts').then(({ errorText, errorDetail }) => {
          // An app code that sums up another refusal ("Banner upload failed") says it below.
          const description = errorDetail(error, langNow());
          toast.error(errorText(error, langNow()), description ? { description } : undefined);
        }),
    }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
