-- Each dish's part of public_menu, kept ready: at 5,000 dishes building every dish's JSON object
-- (and looking for its options) on each read took most of public_menu's 50-130 ms, and the first
-- customer after an owner's edit waited for all of it. Triggers (supabase/schemas/menu.sql,
-- refresh_menu_item_documents) build a dish's document again on every write to the dish or its
-- options, and public_menu joins them up in the menu's order; a dish this branch has its own row
-- for, one sold out until a time and one following its category's serving times are still built on
-- each read (menu_item_document). A missing document (a load made with triggers off) is built on
-- each read too, so the answer is right either way.
create table public.menu_item_documents (
  menu_item_id uuid primary key references public.menu_items (id) on delete cascade,
  document json not null
);

alter table public.menu_item_documents enable row level security;

comment on table public.menu_item_documents is
  'Each dish''s public_menu document as on the main branch (menu_item_document), kept current by triggers on dishes and their option groups and choices; read only by public_menu (no policies: nobody else reads or writes it).';

revoke all on public.menu_item_documents from anon, authenticated;
