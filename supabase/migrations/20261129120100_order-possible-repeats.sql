-- A possible repeat, marked by the database as the order arrives. A customer who goes back and
-- sends the same cart again makes a second, identical order; the widget reopens WhatsApp with the
-- first one instead when it can, but another phone at the same table, or a cleared browser, still
-- sends it. The owner's board then shows "possible repeat of no. N" with a one-tap cancel.
--
-- Same lines (as place_order computed them: dishes, choices, quantities, amounts) from the same
-- table of the same business within 10 minutes of an order that is not cancelled. Set in a
-- trigger, so the row the board receives through postgres_changes already carries it.

alter table public.orders
  add column repeat_of_number integer,
  add constraint orders_repeat_of_number_positive check (repeat_of_number >= 1);

comment on column public.orders.repeat_of_number is
  'The number of an earlier order, not cancelled, with the same lines from the same table less than 10 minutes before this one: this order may be a repeat. Set when the order is recorded.';

create or replace function public.mark_possible_repeat()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.table_label is null then
    return new;
  end if;
  select o.number into new.repeat_of_number
  from public.orders o
  where o.business_id = new.business_id
    and o.table_label = new.table_label
    and o.created_at > new.created_at - interval '10 minutes'
    and o.status <> 'cancelled'
    and o.lines = new.lines
  order by o.created_at desc
  limit 1;
  return new;
end
$$;

comment on function public.mark_possible_repeat() is
  'Trigger: sets repeat_of_number on a new order whose lines equal those of an order from the same table in the last 10 minutes that is not cancelled.';

revoke execute on function public.mark_possible_repeat() from public, anon, authenticated;

create trigger orders_mark_possible_repeat
  before insert on public.orders
  for each row execute function public.mark_possible_repeat();
