-- Cancel reasons the customer can read. The owner's usual reasons ("Sold out", "Kitchen closed",
-- "Customer asked", "Duplicate order") were stored as text in the owner's language, so an Arabic
-- customer read "السبب: Sold out". They are now codes (orders.cancel_code), which the customer's
-- screen and the board word in their own language; a reason the owner types stays text
-- (cancel_reason), shown as typed. A cancelled order has a code, a typed reason, or both.
--
-- Existing orders cancelled with one of the usual reasons, in either language, get its code and
-- lose the text.

alter table public.orders
  add column cancel_code text,
  add constraint orders_cancel_code_check
    check (cancel_code in ('sold_out', 'kitchen_closed', 'customer_asked', 'duplicate'));

comment on column public.orders.cancel_code is
  'One of the usual cancel reasons (sold_out, kitchen_closed, customer_asked, duplicate), worded by each screen in its own language; cancel_reason holds a reason the owner typed.';

alter table public.orders drop constraint orders_cancel_reason_given;

update public.orders
set cancel_code = case btrim(cancel_reason)
      when 'Sold out' then 'sold_out'
      when 'نفدت الكمية' then 'sold_out'
      when 'Kitchen closed' then 'kitchen_closed'
      when 'المطبخ مغلق' then 'kitchen_closed'
      when 'Customer asked' then 'customer_asked'
      when 'بطلب من الزبون' then 'customer_asked'
      when 'Duplicate order' then 'duplicate'
      when 'طلب مكرر' then 'duplicate'
    end,
    cancel_reason = null
where status = 'cancelled'
  and btrim(cancel_reason) in ('Sold out', 'نفدت الكمية', 'Kitchen closed', 'المطبخ مغلق',
                               'Customer asked', 'بطلب من الزبون', 'Duplicate order', 'طلب مكرر');

alter table public.orders
  add constraint orders_cancel_reason_given
    check (status <> 'cancelled' or cancel_code is not null or btrim(coalesce(cancel_reason, '')) <> '');

grant update (cancel_code) on public.orders to authenticated;

-- The same steps as before (20261128120000_recorded-orders.sql); a code now counts as a reason,
-- and neither the code nor the text changes on an order that is not cancelled.
create or replace function public.check_order_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not (
      (old.status = 'new' and new.status in ('accepted', 'cancelled'))
      or (old.status = 'accepted' and new.status in ('ready', 'cancelled'))
      or (old.status = 'ready' and new.status in ('completed', 'cancelled'))
    ) then
      raise exception 'An order cannot go from % to %', old.status, new.status
        using errcode = '23514', hint = 'order_status_transition',
          detail = json_build_object('from', old.status, 'to', new.status)::text;
    end if;
    if new.status = 'cancelled' and new.cancel_code is null
       and btrim(coalesce(new.cancel_reason, '')) = '' then
      raise exception 'Say why the order is cancelled'
        using errcode = '23514', hint = 'order_cancel_reason';
    end if;
    new.status_changed_at := now();
  end if;
  if new.status <> 'cancelled' then
    new.cancel_reason := old.cancel_reason;
    new.cancel_code := old.cancel_code;
  end if;
  return new;
end
$$;

comment on function public.check_order_status_change() is
  'Trigger: allows New -> Accepted -> Ready -> Completed and Cancelled (with a reason: a code, a typed text, or both) from any open status, nothing else; stamps status_changed_at.';

revoke execute on function public.check_order_status_change() from public, anon, authenticated;

-- The customer's live status now carries the code too.
create or replace function public.announce_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  secret text;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select t.token into secret from public.order_tokens t where t.order_id = new.id;
  if secret is null then
    return null;
  end if;
  begin
    perform realtime.send(
      jsonb_build_object('status', new.status, 'cancel_reason', new.cancel_reason,
                         'cancel_code', new.cancel_code),
      'order_status',
      'order:' || secret,
      true
    );
  exception
    -- A database without Realtime (a plain Postgres) still takes the owner's change.
    when undefined_function or invalid_schema_name then null;
  end;
  return null;
end
$$;

comment on function public.announce_order_status() is
  'Trigger: broadcasts order_status ({status, cancel_reason, cancel_code}) on the private topic order:<token> of the order whose status changed; the token is the topic''s secret.';

revoke execute on function public.announce_order_status() from public, anon, authenticated;

create or replace function public.order_status(token text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('number', o.number, 'status', o.status, 'cancel_reason', o.cancel_reason,
                           'cancel_code', o.cancel_code)
  from public.order_tokens t
  join public.orders o on o.id = t.order_id
  where t.token = order_status.token
$$;

comment on function public.order_status(text) is
  'The number, status and cancel reason (code and typed text) of the order this token belongs to, or null.';

revoke execute on function public.order_status(text) from public;
grant execute on function public.order_status(text) to anon, authenticated, service_role;
