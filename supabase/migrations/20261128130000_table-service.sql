-- Issue 29, table service: a customer at a table link calls the waiter or asks for the bill, and
-- the request appears live on the owner's board for that table until someone marks it done.
--
-- Who may do what:
--   * anon and signed-in customers write only through request_table_service(slug, table, kind),
--     which checks the table against the business's table_labels and limits how often a table and
--     an address may ask, so no table can flood the board;
--   * the owner (and the superadmin) read their business's requests; the owner sets done_at and
--     nothing else; nobody inserts or deletes directly.
-- A table has at most one open request of each kind: asking again while one is open answers the
-- open one instead of adding another line to the board.

create table public.table_requests (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  table_label text not null,
  kind text not null,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  constraint table_requests_kind_check check (kind in ('waiter', 'bill')),
  constraint table_requests_label_length check (char_length(table_label) between 1 and 30),
  constraint table_requests_done_after check (done_at is null or done_at >= created_at)
);

alter table public.table_requests enable row level security;

comment on table public.table_requests is
  'A table''s call for the waiter or the bill, written only by request_table_service; open while done_at is null. The owner''s board follows it live (postgres_changes).';

-- The board reads a business's open and recent requests; the limits count a table's recent ones.
create index table_requests_business_created_idx on public.table_requests (business_id, created_at);
-- At most one open request per table and kind (labels compared as the owner wrote them).
create unique index table_requests_one_open_idx on public.table_requests (business_id, table_label, kind)
  where done_at is null;

revoke all on public.table_requests from anon;
revoke all on public.table_requests from authenticated;
grant select on public.table_requests to authenticated;
grant update (done_at) on public.table_requests to authenticated;

create policy "Owners read their own table requests and the superadmin reads all"
  on public.table_requests for select
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

create policy "Owners mark their own table requests done"
  on public.table_requests for update
  to authenticated
  using ((select public.owns_business(business_id)))
  with check ((select public.owns_business(business_id)));

-- Done is done: the board can clear a request, not reopen it or move its time back before it.
create or replace function public.check_table_request_done()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.done_at is not null and new.done_at is distinct from old.done_at then
    raise exception 'This request is already done'
      using errcode = '23514', hint = 'table_request_done';
  end if;
  if new.done_at is not null then
    new.done_at := greatest(new.done_at, new.created_at);
  end if;
  return new;
end
$$;

create trigger table_requests_done
  before update on public.table_requests
  for each row execute function public.check_table_request_done();

-- Who asked, for the per-address limit only: never readable by anyone through the API (row level
-- security with no policy, no grants), and kept one hour.
create table public.table_request_senders (
  address text not null,
  created_at timestamptz not null default now(),
  constraint table_request_senders_address_length check (char_length(address) <= 64)
);

alter table public.table_request_senders enable row level security;

comment on table public.table_request_senders is
  'Recent callers of request_table_service by network address, for its per-address limit; read by nobody but that function; rows older than an hour are deleted.';

revoke all on public.table_request_senders from anon, authenticated;
create index table_request_senders_address_idx on public.table_request_senders (address, created_at);

create or replace function public.request_table_service(slug text, table_label text, kind text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target_id uuid;
  tables text[];
  label text;
  -- public.request_address() of 20261128120000_recorded-orders.sql (empty outside HTTP).
  sender text := left(public.request_address(), 64);
  open_request public.table_requests;
  recent integer;
begin
  if request_table_service.kind is null
     or request_table_service.kind not in ('waiter', 'bill') then
    raise exception 'A table asks for the waiter or the bill'
      using errcode = '22023', hint = 'table_service_kind';
  end if;
  select b.id, b.table_labels into target_id, tables
  from public.businesses b
  where b.slug = lower(btrim(request_table_service.slug)) and b.suspended_at is null;
  if target_id is null then
    raise exception 'No menu has this address' using errcode = '22023', hint = 'menu_not_found';
  end if;
  -- The label as the owner wrote it, so "terrace 1" and "Terrace 1" are one table.
  select l into label from unnest(tables) l
  where lower(l) = lower(btrim(coalesce(request_table_service.table_label, ''))) limit 1;
  if label is null then
    raise exception 'This business has no such table'
      using errcode = '22023', hint = 'table_not_found';
  end if;

  -- One address: at most 10 requests in 10 minutes, whatever the tables.
  if sender <> '' then
    delete from public.table_request_senders where created_at < now() - interval '1 hour';
    select count(*) into recent from public.table_request_senders s
    where s.address = sender and s.created_at > now() - interval '10 minutes';
    if recent >= 10 then
      raise exception 'Too many requests from this device; please wait a few minutes'
        using errcode = '54000', hint = 'table_service_too_many';
    end if;
    insert into public.table_request_senders (address) values (sender);
  end if;

  -- Asking again while the same request is open adds nothing: the board already shows it.
  select * into open_request from public.table_requests r
  where r.business_id = target_id and r.table_label = label
    and r.kind = request_table_service.kind and r.done_at is null;
  if found then
    return json_build_object('id', open_request.id, 'table_label', label, 'kind', open_request.kind,
      'created_at', open_request.created_at, 'already_open', true);
  end if;

  -- One table: at most 6 requests in 10 minutes, even when each is cleared at once.
  select count(*) into recent from public.table_requests r
  where r.business_id = target_id and r.table_label = label
    and r.created_at > now() - interval '10 minutes';
  if recent >= 6 then
    raise exception 'This table has asked often; staff will be with you shortly'
      using errcode = '54000', hint = 'table_service_busy';
  end if;

  insert into public.table_requests (business_id, table_label, kind)
  values (target_id, label, request_table_service.kind)
  on conflict (business_id, table_label, kind) where done_at is null do nothing
  returning * into open_request;
  if open_request.id is null then
    -- A second tap that raced the first: answer the one that won.
    select * into open_request from public.table_requests r
    where r.business_id = target_id and r.table_label = label
      and r.kind = request_table_service.kind and r.done_at is null;
  end if;
  return json_build_object('id', open_request.id, 'table_label', label, 'kind', open_request.kind,
    'created_at', open_request.created_at, 'already_open', false);
end
$$;

comment on function public.request_table_service(text, text, text) is
  'A customer at a table calls the waiter (kind waiter) or asks for the bill (bill): one open request per table and kind, at most 6 per table and 10 per address in 10 minutes. Answers {id, table_label, kind, created_at, already_open}.';

revoke execute on function public.request_table_service(text, text, text) from public;
grant execute on function public.request_table_service(text, text, text)
  to anon, authenticated, service_role;

-- The owner's board follows requests live; a database without the publication skips this.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                     where pubname = 'supabase_realtime'
                       and schemaname = 'public' and tablename = 'table_requests') then
    alter publication supabase_realtime add table public.table_requests;
  end if;
end
$$;
