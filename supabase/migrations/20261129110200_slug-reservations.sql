-- Slugs printed on QR codes are not handed on:
--   * a deleted business's slugs (current and old) stay reserved for 180 days: nobody else may
--     take them, so its printed codes cannot open someone else's menu; its former owner may take
--     one back;
--   * an account holds at most 3 old slugs (those of its business that are not its current one,
--     and those of a deleted business still reserved), so it cannot lock more than that: a new slug
--     past them is refused (going back to one of its own old slugs is always allowed).

alter table public.business_slugs
  alter column business_id drop not null,
  add column released_at timestamptz,
  add column former_owner uuid,
  add constraint business_slugs_held_or_released check (business_id is not null or released_at is not null);

alter table public.business_slugs drop constraint business_slugs_business_id_fkey;
alter table public.business_slugs
  add constraint business_slugs_business_id_fkey foreign key (business_id)
    references public.businesses (id) on delete set null;

create index business_slugs_former_owner_idx on public.business_slugs (former_owner)
  where former_owner is not null;

comment on table public.business_slugs is
  'Every slug a business has had, the current one included: an old slug keeps opening the menu and no other business can take it. A deleted business''s slugs stay here for 180 days (released_at, former_owner), taken by nobody but their former owner. Written only by the businesses_keep_slug and businesses_release_slugs triggers.';
comment on column public.business_slugs.released_at is
  'When the business that had this slug was deleted; the slug is free 180 days later.';
comment on column public.business_slugs.former_owner is
  'The account whose business had this slug when it was deleted: it alone may take the slug back.';

-- A deleted business's slugs are released, not forgotten (the foreign key then clears business_id).
create or replace function public.release_business_slugs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.business_slugs s set released_at = now(), former_owner = old.owner_id
  where s.business_id = old.id;
  return old;
end
$$;

revoke execute on function public.release_business_slugs() from public, anon, authenticated;

create trigger businesses_release_slugs
  before delete on public.businesses
  for each row execute function public.release_business_slugs();

-- The old slugs an account holds: its business's slugs other than the current one, and the slugs
-- of its deleted business still reserved.
create or replace function public.held_old_slugs(account uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    select count(*) from public.business_slugs s
    join public.businesses b on b.id = s.business_id
    where b.owner_id = account and s.slug <> b.slug
  )::integer + (
    select count(*) from public.business_slugs s
    where s.business_id is null and s.former_owner = account
      and s.released_at > now() - interval '180 days'
  )::integer
$$;

revoke execute on function public.held_old_slugs(uuid) from public, anon, authenticated;

-- 20261126120000_business-profile.sql's trigger, with reserved slugs and the per-account bound.
create or replace function public.keep_business_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept public.business_slugs%rowtype;
begin
  -- A reservation past its 180 days is over: the slug is free again.
  delete from public.business_slugs s
  where s.slug = new.slug and s.business_id is null and s.released_at <= now() - interval '180 days';
  select * into kept from public.business_slugs s where s.slug = new.slug;
  if not found then
    -- A slug new to everyone: the account's old slugs are bounded, so nobody locks slugs by
    -- renaming or by deleting and registering again. On a rename the slug it replaces is already
    -- counted; a new business's slug would be one more once the business is deleted.
    if public.held_old_slugs(new.owner_id) > (case when tg_op = 'INSERT' then 2 else 3 end) then
      raise exception 'An account keeps at most 3 old slugs; go back to one of them to change it again'
        using errcode = '23514', hint = 'old_slugs_too_many',
          detail = json_build_object('max', 3)::text;
    end if;
    if (select count(*) from public.business_slugs s where s.business_id = new.id) >= 20 then
      raise exception 'A business can have at most 20 slugs, old ones included'
        using errcode = '23514', hint = 'slugs_too_many';
    end if;
    insert into public.business_slugs (slug, business_id) values (new.slug, new.id);
  elsif kept.business_id is null and kept.former_owner is not distinct from new.owner_id then
    -- The former owner takes a slug of its deleted business back.
    update public.business_slugs s set business_id = new.id, released_at = null, former_owner = null
    where s.slug = new.slug;
  elsif kept.business_id is distinct from new.id then
    -- Another business's, current or old, or reserved after a deletion: taken.
    raise exception 'duplicate key value violates unique constraint "businesses_slug_key"'
      using errcode = '23505', constraint = 'businesses_slug_key',
        detail = format('Key (slug)=(%s) already exists.', new.slug);
  end if;
  return null;
end
$$;

comment on function public.keep_business_slug() is
  'Trigger: records a business''s new slug in business_slugs; refuses a slug another business has had or a deleted business had in the last 180 days (its former owner may take it back), and a new slug when the account already holds 3 old ones.';

revoke execute on function public.keep_business_slug() from public, anon, authenticated;

-- As in 20261126120000_business-profile.sql, and a deleted business's slug is not available for
-- 180 days (except to its former owner).
create or replace function public.slug_available(slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select $1 ~ '^[a-z0-9]{3,40}$'
    and not public.is_reserved_slug($1)
    and not exists (select 1 from public.businesses b where b.slug = $1)
    and not exists (
      select 1 from public.business_slugs s
      where s.slug = $1
        and case
          when s.business_id is not null then not public.owns_business(s.business_id)
          else s.released_at > now() - interval '180 days'
               and s.former_owner is distinct from (select auth.uid())
        end
    )
$$;

comment on function public.slug_available(text) is
  'True when a slug has the right format, is not reserved and no other business uses or used it, nor a deleted business in the last 180 days (its former owner excepted).';
