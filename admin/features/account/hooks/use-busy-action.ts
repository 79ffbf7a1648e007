import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../lib/api/errors.ts';
import { useLangNow } from '../../../lib/i18n/use-lang-now.ts';

/** Runs one account action at a time; a failure becomes a toast in the caller's words. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const langNow = useLangNow();
  const run = useCallback(
    async (work: () => Promise<void>, failed: (message: string) => string) => {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        toast.error(failed(errorText(error, langNow())));
      } finally {
        setBusy(false);
      }
    },
    [langNow],
  );
  return { busy, run };
}
