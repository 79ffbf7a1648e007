import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import type { BusinessRole } from '../../../lib/business/roles.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import {
  changeRole,
  getTeam,
  handOver,
  inviteMember,
  MEMBER_ROLES,
  removeMember,
  withdrawInvitation,
  type MemberRole,
} from '../api/team.ts';

/** The roles the signed-in user may give: the owner any, a manager cashiers and kitchen staff. */
export function givableRoles(role: BusinessRole): readonly MemberRole[] {
  if (role === 'owner') return MEMBER_ROLES;
  if (role === 'manager') return ['cashier', 'kitchen'];
  return [];
}

/** The team page's data and its changes, each said with a toast and followed by a fresh read. */
export function useTeam(businessId: string) {
  const { lang, t } = useI18n();
  const tt = t.team;
  const client = useClient();
  const queryClient = useQueryClient();
  const team = useQuery({
    queryKey: queryKeys.team(businessId),
    queryFn: () => getTeam(client, businessId),
  });
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.team(businessId) });
  const done = (message: string) => () => {
    toast.success(message);
    refresh();
  };
  const fail = (error: unknown) => {
    toast.error(errorText(error, lang));
    refresh();
  };
  const send = useMutation({
    mutationFn: (request: { email: string; role: MemberRole; lang: 'en' | 'ar' }) =>
      inviteMember(client, { businessId, ...request }),
    onSuccess: (result, request) =>
      done(result.mailed ? tt.invited(request.email) : tt.invitedExisting(request.email))(),
    onError: (error) => toast.error(tt.inviteFailed(errorText(error, lang))),
  });
  return {
    team,
    send,
    setRole: (userId: string, role: MemberRole) =>
      changeRole(client, businessId, userId, role).then(done(tt.roleChanged), fail),
    withdraw: (id: string) => withdrawInvitation(client, id).then(done(tt.withdrawn), fail),
    remove: (userId: string) =>
      removeMember(client, businessId, userId).then(done(tt.removed), fail),
    handOver: (userId: string) =>
      handOver(client, businessId, userId).then(() => {
        done(tt.handedOver)();
        void queryClient.invalidateQueries({ queryKey: queryKeys.businessRole(businessId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.myBusiness() });
      }, fail),
  };
}
