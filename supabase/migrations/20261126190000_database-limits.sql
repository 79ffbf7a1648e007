-- Every bound in the database (issue 27): a length on every text column, a count on every list an
-- owner can grow (items per business, categories, option groups per item, choices per group),
-- amounts that are numbers (no NaN, no infinity), and a storage quota per owner. The item cap and
-- the quota are settings in public.app_limits (one row), which the superadmin or the service role
-- change with a plain update; the other bounds are fixed. Each refusal carries a stable code the
-- admin app translates (admin/lib/api/database-message.ts): a check constraint by its name, a
-- trigger or policy by the hint, with the numbers it names as JSON in details.

-- 1. Existing rows that the new rules would refuse are made valid first, so the migration never
-- fails on old data and no screen meets a bad row afterwards. A price that is not a number becomes
-- 0 and the item is hidden (a free dish on the menu would be worse), for its owner to correct.
update public.menu_items set price = 0, hidden = true where price = 'NaN' or price >= 'Infinity';
update public.businesses set delivery_fee = null where delivery_fee = 'NaN' or delivery_fee >= 'Infinity';
update public.businesses set delivery_minimum = null
where delivery_minimum = 'NaN' or delivery_minimum >= 'Infinity';

update public.businesses
set name = left(name, 120), name_ar = left(name_ar, 120), category = left(category, 80),
    description = left(description, 2000), description_ar = left(description_ar, 2000),
    headline = left(headline, 160), headline_ar = left(headline_ar, 160)
where char_length(name) > 120 or char_length(name_ar) > 120 or char_length(category) > 80
   or char_length(description) > 2000 or char_length(description_ar) > 2000
   or char_length(headline) > 160 or char_length(headline_ar) > 160;
update public.businesses set banner_url = null where char_length(banner_url) > 2048;
update public.businesses set opening_hours = null where octet_length(opening_hours::text) > 4000;
update public.categories set name = left(name, 120), name_ar = left(name_ar, 120)
where char_length(name) > 120 or char_length(name_ar) > 120;
update public.menu_items
set name = left(name, 120), name_ar = left(name_ar, 120), description = left(description, 2000),
    description_ar = left(description_ar, 2000)
where char_length(name) > 120 or char_length(name_ar) > 120 or char_length(description) > 2000
   or char_length(description_ar) > 2000;
update public.menu_items set image_url = null, image_path = null
where char_length(image_url) > 2048 or char_length(image_path) > 1024;
update public.item_option_groups set name = left(name, 120), name_ar = left(name_ar, 120)
where char_length(name) > 120 or char_length(name_ar) > 120;
update public.item_option_choices set name = left(name, 120), name_ar = left(name_ar, 120)
where char_length(name) > 120 or char_length(name_ar) > 120;

-- 2. Amounts. NaN sorts above every number in Postgres (and equals itself), so `< 'Infinity'`
-- refuses NaN and +Infinity alike; the existing `>= 0` checks refuse -Infinity.
alter table public.menu_items
  add constraint menu_items_price_finite check (price < 'Infinity');
alter table public.businesses
  add constraint businesses_delivery_fee_finite check (delivery_fee < 'Infinity'),
  add constraint businesses_delivery_minimum_finite check (delivery_minimum < 'Infinity');

-- 3. Text lengths (characters). Names 120, descriptions 2000, the banner headline 160 (as its
-- editor), the business type 80, addresses 2048, the owner's email 320 (RFC 5321), opening hours
-- at most 4000 bytes of JSON (seven days of a few ranges each).
alter table public.businesses
  add constraint businesses_name_length check (char_length(name) <= 120),
  add constraint businesses_name_ar_length check (char_length(name_ar) <= 120),
  add constraint businesses_category_length check (char_length(category) <= 80),
  add constraint businesses_description_length check (char_length(description) <= 2000),
  add constraint businesses_description_ar_length check (char_length(description_ar) <= 2000),
  add constraint businesses_headline_length check (char_length(headline) <= 160),
  add constraint businesses_headline_ar_length check (char_length(headline_ar) <= 160),
  add constraint businesses_email_length check (char_length(email) <= 320),
  add constraint businesses_banner_url_length check (char_length(banner_url) <= 2048),
  add constraint businesses_opening_hours_size check (octet_length(opening_hours::text) <= 4000);
alter table public.categories
  add constraint categories_name_length check (char_length(name) <= 120),
  add constraint categories_name_ar_length check (char_length(name_ar) <= 120);
alter table public.menu_items
  add constraint menu_items_name_length check (char_length(name) <= 120),
  add constraint menu_items_name_ar_length check (char_length(name_ar) <= 120),
  add constraint menu_items_description_length check (char_length(description) <= 2000),
  add constraint menu_items_description_ar_length check (char_length(description_ar) <= 2000),
  add constraint menu_items_image_url_length check (char_length(image_url) <= 2048),
  add constraint menu_items_image_path_length check (char_length(image_path) <= 1024);
alter table public.item_option_groups
  add constraint item_option_groups_name_length check (char_length(name) <= 120),
  add constraint item_option_groups_name_ar_length check (char_length(name_ar) <= 120);
alter table public.item_option_choices
  add constraint item_option_choices_name_length check (char_length(name) <= 120),
  add constraint item_option_choices_name_ar_length check (char_length(name_ar) <= 120);

-- 4. The configurable limits.
create table public.app_limits (
  id boolean primary key default true,
  items_per_business integer not null default 2000,
  storage_bytes_per_owner bigint not null default 209715200,
  updated_at timestamptz not null default now(),
  constraint app_limits_one_row check (id),
  constraint app_limits_items_range check (items_per_business between 0 and 100000),
  constraint app_limits_storage_range check (storage_bytes_per_owner between 0 and 1099511627776)
);
alter table public.app_limits enable row level security;
comment on table public.app_limits is
  'One row of limits the database enforces: items per business (menu_items insert trigger) and stored bytes per owner across both image buckets (storage.objects insert and update policies). The superadmin or the service role change them with an update.';
insert into public.app_limits default values;

create policy "Signed-in users can read the limits"
  on public.app_limits for select
  to authenticated
  using (true);

create policy "The superadmin can change the limits"
  on public.app_limits for update
  to authenticated
  using ((select public.is_superadmin()))
  with check ((select public.is_superadmin()));

-- 5. Counts. The business (or item, or group) row is locked first so two inserts at the same
-- moment cannot both take the last place.
create or replace function public.check_menu_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer;
  current_count integer;
begin
  if tg_table_name = 'menu_items' then
    perform 1 from public.businesses b where b.id = new.business_id for update;
    select l.items_per_business into cap from public.app_limits l;
    select count(*) into current_count from public.menu_items i where i.business_id = new.business_id;
    if current_count >= coalesce(cap, 2000) then
      raise exception 'A menu can have at most % items', coalesce(cap, 2000)
        using errcode = '23514', hint = 'items_too_many',
          detail = json_build_object('max', coalesce(cap, 2000))::text;
    end if;
  elsif tg_table_name = 'categories' then
    perform 1 from public.businesses b where b.id = new.business_id for update;
    select count(*) into current_count from public.categories c where c.business_id = new.business_id;
    if current_count >= 200 then
      raise exception 'A menu can have at most 200 categories'
        using errcode = '23514', hint = 'categories_too_many',
          detail = json_build_object('max', 200)::text;
    end if;
  elsif tg_table_name = 'item_option_groups' then
    perform 1 from public.menu_items i where i.id = new.item_id for update;
    select count(*) into current_count from public.item_option_groups g where g.item_id = new.item_id;
    if current_count >= 20 then
      raise exception 'An item can have at most 20 option groups'
        using errcode = '23514', hint = 'option_groups_too_many',
          detail = json_build_object('max', 20)::text;
    end if;
  else
    if tg_op = 'UPDATE' and new.group_id = old.group_id then
      return new;
    end if;
    perform 1 from public.item_option_groups g where g.id = new.group_id for update;
    select count(*) into current_count from public.item_option_choices c where c.group_id = new.group_id;
    if current_count >= 50 then
      raise exception 'An option group can have at most 50 choices'
        using errcode = '23514', hint = 'option_choices_too_many',
          detail = json_build_object('max', 50)::text;
    end if;
  end if;
  return new;
end
$$;

comment on function public.check_menu_counts() is
  'Refuses a row past its list''s bound: app_limits.items_per_business items per business, 200 categories per business, 20 option groups per item, 50 choices per group.';

create trigger menu_items_check_count
  before insert on public.menu_items
  for each row execute function public.check_menu_counts();
create trigger categories_check_count
  before insert on public.categories
  for each row execute function public.check_menu_counts();
create trigger item_option_groups_check_count
  before insert on public.item_option_groups
  for each row execute function public.check_menu_counts();
create trigger item_option_choices_check_count
  before insert or update of group_id on public.item_option_choices
  for each row execute function public.check_menu_counts();

-- save_item_options, as in 20261123152000_database-message-codes.sql, except that the groups and
-- choices the owner removed are deleted first: saving 20 groups where one replaces another must
-- not count 21 on the way. The input's own length is checked up front for a clear message.
create or replace function public.save_item_options(item_id uuid, groups jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item public.menu_items%rowtype;
  g jsonb;
  c jsonb;
  g_index integer := 0;
  c_index integer;
  v_group_id uuid;
  v_choice_id uuid;
  kept_groups uuid[] := '{}';
  kept_choices uuid[] := '{}';
begin
  select * into item from public.menu_items i where i.id = $1;
  if not found then
    raise exception 'Item not found' using errcode = 'P0002', hint = 'item_not_found';
  end if;
  if jsonb_typeof(coalesce($2, '[]'::jsonb)) <> 'array' then
    raise exception 'Option groups must be a list'
      using errcode = '22023', hint = 'options_not_list';
  end if;
  if jsonb_array_length(coalesce($2, '[]'::jsonb)) > 20 then
    raise exception 'An item can have at most 20 option groups'
      using errcode = '23514', hint = 'option_groups_too_many',
        detail = json_build_object('max', 20)::text;
  end if;
  if exists (
    select 1 from jsonb_array_elements(coalesce($2, '[]'::jsonb)) eg
    where jsonb_typeof(eg.value -> 'choices') = 'array' and jsonb_array_length(eg.value -> 'choices') > 50
  ) then
    raise exception 'An option group can have at most 50 choices'
      using errcode = '23514', hint = 'option_choices_too_many',
        detail = json_build_object('max', 50)::text;
  end if;
  delete from public.item_option_groups og
  where og.item_id = item.id
    and og.id::text not in (
      select eg.value ->> 'id' from jsonb_array_elements(coalesce($2, '[]'::jsonb)) eg
      where eg.value ->> 'id' is not null
    );
  delete from public.item_option_choices oc
  where oc.group_id in (select og.id from public.item_option_groups og where og.item_id = item.id)
    and oc.id::text not in (
      select ec.value ->> 'id'
      from jsonb_array_elements(coalesce($2, '[]'::jsonb)) eg,
        jsonb_array_elements(
          case when jsonb_typeof(eg.value -> 'choices') = 'array' then eg.value -> 'choices' else '[]' end
        ) ec
      where ec.value ->> 'id' is not null
    );
  for g in select value from jsonb_array_elements(coalesce($2, '[]'::jsonb)) loop
    g_index := g_index + 1;
    v_group_id := nullif(g ->> 'id', '')::uuid;
    if v_group_id is not null then
      update public.item_option_groups og
      set name = coalesce(g ->> 'name', ''),
          name_ar = coalesce(g ->> 'name_ar', ''),
          required = coalesce((g ->> 'required')::boolean, false),
          min_choices = coalesce((g ->> 'min_choices')::integer, 0),
          max_choices = coalesce((g ->> 'max_choices')::integer, 1),
          sort_order = g_index
      where og.id = v_group_id and og.item_id = item.id;
      if not found then
        v_group_id := null;
      end if;
    end if;
    if v_group_id is null then
      insert into public.item_option_groups
        (business_id, item_id, name, name_ar, required, min_choices, max_choices, sort_order)
      values (
        item.business_id, item.id, coalesce(g ->> 'name', ''), coalesce(g ->> 'name_ar', ''),
        coalesce((g ->> 'required')::boolean, false), coalesce((g ->> 'min_choices')::integer, 0),
        coalesce((g ->> 'max_choices')::integer, 1), g_index
      )
      returning id into v_group_id;
    end if;
    kept_groups := kept_groups || v_group_id;
    c_index := 0;
    for c in select value from jsonb_array_elements(coalesce(g -> 'choices', '[]'::jsonb)) loop
      c_index := c_index + 1;
      v_choice_id := nullif(c ->> 'id', '')::uuid;
      if v_choice_id is not null then
        update public.item_option_choices oc
        set group_id = v_group_id,
            name = coalesce(c ->> 'name', ''),
            name_ar = coalesce(c ->> 'name_ar', ''),
            price_delta_baisa = coalesce((c ->> 'price_delta_baisa')::integer, 0),
            sold_out = coalesce((c ->> 'sold_out')::boolean, false),
            sort_order = c_index
        where oc.id = v_choice_id and oc.group_id = any (kept_groups);
        if not found then
          v_choice_id := null;
        end if;
      end if;
      if v_choice_id is null then
        insert into public.item_option_choices
          (business_id, group_id, name, name_ar, price_delta_baisa, sold_out, sort_order)
        values (
          item.business_id, v_group_id, coalesce(c ->> 'name', ''),
          coalesce(c ->> 'name_ar', ''), coalesce((c ->> 'price_delta_baisa')::integer, 0),
          coalesce((c ->> 'sold_out')::boolean, false), c_index
        )
        returning id into v_choice_id;
      end if;
      kept_choices := kept_choices || v_choice_id;
    end loop;
  end loop;
  delete from public.item_option_choices oc
  where oc.group_id in (select og.id from public.item_option_groups og where og.item_id = item.id)
    and not (oc.id = any (kept_choices));
  delete from public.item_option_groups og
  where og.item_id = item.id and not (og.id = any (kept_groups));
end
$$;

-- 6. The storage quota: the bytes an owner keeps in both image buckets (every file of a business
-- lives under its owner's id) plus the new object's size may not pass app_limits. The size is the
-- metadata the storage server writes with the row (ours writes it on insert; see
-- docs/guide/data-limits-and-accounts.md for hosted storage-api). A replaced or moved object's old size is not
-- counted (the same id, or the same bucket and name).
-- It raises instead of answering false so the uploader reads why; it judges only the caller's own
-- folder, so another folder is still refused by the policy's own folder rule.
create or replace function public.storage_quota_allows(
  object_id uuid, bucket text, object_name text, new_size bigint
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  folder text := (storage.foldername(object_name))[1];
  quota bigint;
  used bigint;
begin
  if folder is null or folder is distinct from (select auth.uid())::text then
    return true;
  end if;
  -- One upload at a time per owner, so two at the same moment cannot both take the last bytes.
  perform pg_advisory_xact_lock(hashtext('storage_quota:' || folder));
  select l.storage_bytes_per_owner into quota from public.app_limits l;
  quota := coalesce(quota, 209715200);
  select coalesce(sum(case when jsonb_typeof(o.metadata -> 'size') = 'number'
                           then (o.metadata ->> 'size')::bigint else 0 end), 0)
  into used
  from storage.objects o
  where o.bucket_id in ('banners', 'menu-images')
    and left(o.name, char_length(folder) + 1) = folder || '/'
    and o.id is distinct from object_id
    and not (o.bucket_id = bucket and o.name = object_name);
  if used + greatest(coalesce(new_size, 0), 0) > quota then
    raise exception 'Your images may use at most % MB; % MB are used. Delete some images first',
      round(quota / 1048576.0, 1), round(used / 1048576.0, 1)
      using errcode = '53400', hint = 'storage_quota_exceeded',
        detail = json_build_object('quota_bytes', quota, 'used_bytes', used)::text;
  end if;
  return true;
end
$$;

comment on function public.storage_quota_allows(uuid, text, text, bigint) is
  'Raises storage_quota_exceeded when the caller''s stored images plus new_size would pass app_limits.storage_bytes_per_owner; true otherwise. Used by the storage.objects insert and update policies.';

drop policy "Users can upload images into their own folder" on storage.objects;
create policy "Users can upload images into their own folder within their quota"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('banners', 'menu-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.storage_quota_allows(id, bucket_id, name, (metadata ->> 'size')::bigint)
  );

drop policy "Users can replace images in their own folder" on storage.objects;
create policy "Users can replace images in their own folder within their quota"
  on storage.objects for update
  to authenticated
  using (
    bucket_id in ('banners', 'menu-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('banners', 'menu-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.storage_quota_allows(id, bucket_id, name, (metadata ->> 'size')::bigint)
  );
