-- The owner (or a manager, for the roles they may give) limits a member to some branches by
-- updating business_members.branch_ids, as they change the role: the same update policy decides
-- who may (supabase/schemas/auth-and-accounts.sql), and check_member_branches which ids.
grant update (branch_ids) on public.business_members to authenticated;
