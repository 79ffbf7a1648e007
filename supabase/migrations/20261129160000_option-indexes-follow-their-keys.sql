-- Option groups and choices are reached through their composite keys: (item_id, business_id) and
-- (group_id, business_id), which is how an embed joins them. With an index on each column alone,
-- the planner ANDed the business's whole bitmap (every choice of the business, and the dead rows a
-- refused insert leaves) for each of the menu's groups: a depth-2 embed over a business at the cap
-- of option choices took 1.1-1.6 s on PostgreSQL 15 and PGlite, and 60 ms with these.
create index item_option_groups_item_business_idx
  on public.item_option_groups (item_id, business_id, sort_order);
create index item_option_choices_group_business_idx
  on public.item_option_choices (group_id, business_id, sort_order);

-- The lists of one item's groups and one group's choices use the new indexes' first column.
drop index public.item_option_groups_item_id_idx;
drop index public.item_option_choices_group_id_idx;
