import { useCallback } from 'react';
import { supabase } from '../../../lib/api/client.ts';
import { useLoader } from '../../../lib/hooks/use-loader.ts';
import { getPeriodCategories } from '../api/get-period-categories.ts';
import { getSpecialPeriods } from '../api/get-special-periods.ts';

/** A business's special periods and its categories (whose serving times a period may lift). */
export function useSpecialPeriods(businessId: string | null) {
  const load = useCallback(async () => {
    if (!businessId) return { periods: [], categories: [] };
    const [periods, categories] = await Promise.all([
      getSpecialPeriods(supabase, businessId),
      getPeriodCategories(supabase, businessId),
    ]);
    return { periods, categories };
  }, [businessId]);
  return useLoader(load);
}
