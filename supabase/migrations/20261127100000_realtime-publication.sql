-- The menu tables an open menu and the owner's dashboard follow live. Hosted Supabase streams the
-- tables of the `supabase_realtime` publication to postgres_changes subscribers, each change
-- checked against the subscriber's row level security; the local server captures the same tables
-- (server/realtime/feed.ts). Nothing else is needed here, so this runs unchanged on hosted.
alter publication supabase_realtime
  add table public.businesses, public.categories, public.menu_items,
    public.item_option_groups, public.item_option_choices;
