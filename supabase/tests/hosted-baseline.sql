-- What a new hosted Supabase project has before `supabase db push` applies its migrations, for
-- supabase/tests/hosted-migrations.test.ts. Written apart from server/db/bootstrap.sql on purpose:
-- that file is the local server's and may grow local-only objects; a migration that leans on one
-- fails against this file. Run as a superuser; the migrations then run as `hosted_postgres`, which
-- stands for hosted Supabase's `postgres` role: not a superuser, but with createrole, bypassrls,
-- the API roles granted to it and the privileges the platform gives it on auth, storage and
-- realtime.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
create role supabase_auth_admin nologin;
create role supabase_storage_admin nologin;
create role supabase_realtime_admin nologin;
create role hosted_postgres login createrole createdb bypassrls;
grant anon, authenticated, service_role to hosted_postgres with admin option;
-- The platform lets `postgres` write policies on storage and realtime tables it does not own.
grant supabase_storage_admin, supabase_realtime_admin to hosted_postgres;

-- The database and its public schema belong to `postgres` on hosted projects.
alter schema public owner to hosted_postgres;
create schema extensions authorization hosted_postgres;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant usage on schema public, extensions to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant execute on functions to anon, authenticated, service_role;

-- auth: GoTrue's schema, owned by its admin role -------------------------------------------------

create schema auth authorization supabase_auth_admin;
set role supabase_auth_admin;
create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique,
  banned_until timestamptz,
  reauthentication_token varchar(255),
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;
create function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
reset role;
grant usage on schema auth to anon, authenticated, service_role, hosted_postgres;
grant execute on all functions in schema auth to anon, authenticated, service_role, hosted_postgres;
grant select, references, trigger on auth.users to hosted_postgres;

-- storage: the Storage API's schema, owned by its admin role -------------------------------------

create schema storage authorization supabase_storage_admin;
set role supabase_storage_admin;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end $$;
create function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;
create function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;
reset role;
grant usage on schema storage to anon, authenticated, service_role, hosted_postgres;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role, hosted_postgres;
grant execute on all functions in schema storage to anon, authenticated, service_role;

-- realtime: Broadcast authorization and the change feed's publication ----------------------------

create schema realtime authorization supabase_realtime_admin;
set role supabase_realtime_admin;
create table realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
create function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
create function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql as $$
begin
  insert into realtime.messages (payload, event, topic, private, extension)
  values (payload, event, topic, private, 'broadcast');
end $$;
reset role;
grant usage on schema realtime to anon, authenticated, service_role, hosted_postgres;
grant select, insert on realtime.messages to anon, authenticated, service_role, hosted_postgres;
grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean)
  to anon, authenticated, service_role, hosted_postgres;

-- Hosted projects start with this publication, empty; projects add the tables they stream.
create publication supabase_realtime;
alter publication supabase_realtime owner to hosted_postgres;
