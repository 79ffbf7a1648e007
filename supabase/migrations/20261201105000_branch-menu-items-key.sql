-- branch_menu_items had the primary key (branch_id, menu_item_id): both of its foreign keys in its
-- primary key make it a junction table to PostgREST (hosted and local alike), a second way from
-- menu_items to businesses beside menu_items.business_id, and every embed between the two
-- (menu_items?select=*,businesses(name)) then fails as ambiguous (PGRST201). A key of its own, with
-- the pair kept unique, leaves one way; upserts name the pair (on_conflict=branch_id,menu_item_id).
alter table public.branch_menu_items drop constraint branch_menu_items_pkey;
alter table public.branch_menu_items
  add column id uuid not null default gen_random_uuid(),
  add constraint branch_menu_items_pkey primary key (id),
  add constraint branch_menu_items_branch_id_menu_item_id_key unique (branch_id, menu_item_id);
