import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api/errors.ts';

/** Runs one account action at a time; a failure becomes a toast in the caller's words. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>, failed: (message: string) => string) => {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        toast.error(failed(errorMessage(error)));
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, run };
}
