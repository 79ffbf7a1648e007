-- A table's calls for the waiter or the bill that hit a limit answer HTTP 429 (SQLSTATE PT429, as
-- place_order's do) with the same hints, instead of 54000, which the API answered as a server error.
create or replace function public.request_table_service(slug text, table_label text, kind text)
returns json
language plpgsql security definer
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
      raise sqlstate 'PT429' using message = 'Too many requests from this device; please wait a few minutes',
        hint = 'table_service_too_many';
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
    raise sqlstate 'PT429' using message = 'This table has asked often; staff will be with you shortly',
      hint = 'table_service_busy';
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
