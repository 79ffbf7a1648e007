-- What a hosted Supabase project provides before our migrations run: the API roles, the auth and
-- storage schemas with their helper functions, and Supabase's default grants. Local backend only;
-- never deployed (hosted Supabase already has all of this). Idempotent: it runs on every start.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;

-- Supabase grants table, sequence and function privileges to the API roles by default;
-- row level security, not grants, is what keeps rows apart.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz not null default now()
);

-- auth ----------------------------------------------------------------------------------------

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));
-- Columns added after the first release: databases made by an older start get them here too.
alter table auth.users add column if not exists recovery_token varchar(255);
alter table auth.users add column if not exists recovery_sent_at timestamptz;
alter table auth.users add column if not exists email_change varchar(255);
alter table auth.users add column if not exists email_change_token_new varchar(255);
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists banned_until timestamptz;
-- GoTrue's reauthentication: the hash of the nonce mailed by GET /reauthenticate, and when.
alter table auth.users add column if not exists reauthentication_token varchar(255);
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);
create index if not exists users_email_change_token_idx on auth.users (email_change_token_new);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
-- Policies may reference auth.users by id (foreign keys); the API roles never read it directly.
grant references on auth.users to anon, authenticated, service_role;

-- storage -------------------------------------------------------------------------------------

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Realtime: channels ------------------------------------------------------------------------
-- What hosted Supabase's Realtime keeps in the project's database: realtime.messages, whose row
-- level security decides private channels (read policies at join, insert policies on send),
-- realtime.topic() for those policies, and realtime.send() for broadcasts from SQL.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(
  payload jsonb,
  event text,
  topic text,
  private boolean default true
) returns void
language plpgsql
as $$
begin
  begin
    -- The policies of realtime.messages see the topic being sent to.
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception
    when others then
      -- A broadcast must never fail the caller's transaction (hosted swallows it too).
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

grant execute on function realtime.topic() to anon, authenticated, service_role;
grant execute on function realtime.send(jsonb, text, text, boolean)
  to anon, authenticated, service_role;

-- Realtime: change capture ----------------------------------------------------------------
-- Hosted Supabase streams the `supabase_realtime` publication through logical replication; PGlite
-- has none, so locally the server installs a row trigger on each published table (through
-- realtime.sync_capture(), never from a migration) that queues the change in realtime.change_log
-- and notifies its id. The row itself stays in the table: a NOTIFY payload is limited to 8000
-- bytes, an id never comes near it. server/realtime/feed.ts reads the queue.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists realtime.change_log (
  id bigserial primary key,
  -- Transaction time: what the payload's commit_timestamp reports.
  committed_at timestamptz not null default now(),
  -- When the row was queued; old rows are pruned by age.
  queued_at timestamptz not null default clock_timestamp(),
  schema_name text not null,
  table_name text not null,
  -- INSERT, UPDATE, DELETE, or BROADCAST for a row of realtime.messages.
  type text not null,
  record jsonb,
  old_record jsonb
);
create index if not exists change_log_queued_at on realtime.change_log (queued_at);
alter table realtime.change_log enable row level security;
revoke all on realtime.change_log from anon, authenticated, service_role;

-- Security definer: the writer (an owner through the API) may not read or write the queue.
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  queued bigint;
begin
  insert into realtime.change_log (schema_name, table_name, type, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    case when tg_table_schema = 'realtime' and tg_table_name = 'messages' then 'BROADCAST' else tg_op end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  )
  returning id into queued;
  -- The id and the table: a server with nobody following that table skips reading the row.
  perform pg_notify('realtime_changes', queued || ' ' || tg_table_schema || ' ' || tg_table_name);
  return null;
end
$$;
revoke all on function realtime.capture_change() from public;

drop trigger if exists realtime_capture on realtime.messages;
create trigger realtime_capture after insert on realtime.messages
  for each row execute function realtime.capture_change();

-- Puts the capture trigger on every table of the publication and takes it off tables that left
-- it. Run by the server at start, before a subscription and every few seconds (PGlite runs in
-- single-user mode, where event triggers do not fire). Returns how many triggers it changed.
create or replace function realtime.sync_capture() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  target record;
  changed integer := 0;
begin
  for target in
    select c.oid::regclass as entity
    from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime'
      and not (p.schemaname = 'realtime' and p.tablename in ('messages', 'change_log'))
      and not exists (
        select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture'
      )
  loop
    execute format(
      'create trigger realtime_capture after insert or update or delete on %s for each row execute function realtime.capture_change()',
      target.entity
    );
    changed := changed + 1;
  end loop;
  for target in
    select t.tgrelid::regclass as entity
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'realtime_capture'
      and not (n.nspname = 'realtime' and c.relname = 'messages')
      and not exists (
        select 1 from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
      )
  loop
    execute format('drop trigger realtime_capture on %s', target.entity);
    changed := changed + 1;
  end loop;
  return changed;
end
$$;
revoke all on function realtime.sync_capture() from public;

-- Realtime: several server processes ---------------------------------------------------------
-- Server processes on one PostgreSQL relay their clients' broadcasts and presences to each other
-- by NOTIFY on qrmenu_realtime_cluster (server/realtime/cluster.ts). A message too large for a
-- NOTIFY payload (8000 bytes) is stored here and its id notified; rows leave after a minute.
create table if not exists realtime.relay (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  body jsonb not null
);
create index if not exists relay_created_at on realtime.relay (created_at);
alter table realtime.relay enable row level security;
revoke all on realtime.relay from anon, authenticated, service_role;

-- Per-address request limits (sign-in, token refresh, verify, mail, menu events), counted here so
-- that every server process on the database counts the same window (server/auth/rate-limit.ts):
-- a window starts at its first request and lasts window_seconds.
create table if not exists auth.request_rate_limits (
  key text primary key,
  started_at timestamptz not null,
  hits integer not null
);
create index if not exists request_rate_limits_started_at on auth.request_rate_limits (started_at);
alter table auth.request_rate_limits enable row level security;
revoke all on auth.request_rate_limits from anon, authenticated, service_role;
