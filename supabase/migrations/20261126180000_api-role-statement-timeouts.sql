-- Issue 27: no request holds the database. The API roles' statement timeouts, as hosted Supabase
-- sets them (anon 3 s, authenticated 8 s). A role's settings apply to sessions that log in as it;
-- PostgREST (v11+) and the local server (server/db/request-role.ts) read them from
-- pg_db_role_setting and apply them to each request's transaction after switching role.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Hosted PostgREST reads role settings when its configuration is reloaded.
notify pgrst, 'reload config';
