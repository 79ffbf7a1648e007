-- The owner (or a manager, for cashiers and kitchen staff) invites people by email. An invitation
-- waits here until the invited person signs in with the address it names (the mail's link makes
-- their account and proves the address), then becomes a business_members row. It lasts 7 days from
-- its last sending; sending it again renews it, withdrawing it deletes it.

create table public.business_invitations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  role text not null check (role in ('manager', 'cashier', 'kitchen')),
  lang text not null default 'en' check (lang in ('en', 'ar')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  unique (business_id, email)
);

comment on table public.business_invitations is
  'Pending invitations to a business''s team, by email and role, with the language of the invitation mail; valid until expires_at (7 days after the last sending).';

alter table public.business_invitations enable row level security;

-- Written only by invite_team_member and accept_team_invitations; read and withdrawn under RLS.
revoke insert, update, truncate, references, trigger on public.business_invitations from anon, authenticated;
revoke all on public.business_invitations from anon;
grant select, delete on public.business_invitations to authenticated;

-- A member's role is the only column anyone changes; rows come from accepting an invitation.
revoke insert, update, truncate, references, trigger on public.business_members from anon, authenticated;
revoke all on public.business_members from anon;
grant select, delete on public.business_members to authenticated;
grant update (role) on public.business_members to authenticated;

