import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import type { Business } from '../../../lib/business/business.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { getBusinessBySlug } from '../api/get-business-by-slug.ts';
import { setSuspension } from '../api/set-suspension.ts';
import { useProfileWrites } from './use-profile-writes.ts';

/** One business as the superadmin's lists know it, by its slug. */
export const businessBySlugKey = (slug: string) =>
  [...queryKeys.allBusinesses(), { slug }] as const;

/**
 * /superadmin/{slug}/profile's data: the business, its profile writes and its suspension. A write
 * refreshes every superadmin view of businesses; a new slug moves the page to its new address.
 */
export function useSuperadminProfile(slug: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useI18n();
  const query = useQuery({
    queryKey: businessBySlugKey(slug),
    queryFn: () => getBusinessBySlug(client, slug),
  });
  const business = query.data ?? null;

  async function saved(row: Business) {
    queryClient.setQueryData(businessBySlugKey(row.slug), row);
    if (row.slug !== slug) void navigate(`/superadmin/${row.slug}/profile`, { replace: true });
    await queryClient.invalidateQueries({ queryKey: queryKeys.allBusinesses() });
  }
  const writes = useProfileWrites(
    { id: business?.id ?? '', logo_url: business?.logo_url ?? null },
    { saved },
  );

  const suspension = useMutation({
    mutationFn: (reason: string | null) => setSuspension(client, business?.id ?? '', reason),
    onSuccess: async (_nothing, reason) => {
      toast.success(reason === null ? t.profile.suspension.lifted : t.profile.suspension.suspended);
      await queryClient.invalidateQueries({ queryKey: queryKeys.allBusinesses() });
    },
  });
  // The panel resolves false on a refusal (the default path toasts it) so it keeps the reason typed.
  const suspend = (reason: string | null) =>
    suspension.mutateAsync(reason).then(
      () => true,
      () => false,
    );

  return { query, business, ...writes, suspend };
}
