-- Each kept dish document gets a version from one sequence, new on every write of the row (the
-- trigger stamp_menu_item_document_version, supabase/schemas/menu.sql): a version names exactly one
-- document text, for good. A server that made a menu's answer remembers where each version's text
-- sits in it; after an owner's edit it asks public_menu_parts for the menu with only the documents
-- it does not have yet, and splices the rest from the answer it had: at 5,000 dishes one price
-- change moves one dish's text out of the database instead of 2.9 MB (docs/guide/performance.md).
create sequence public.menu_item_document_versions;

alter table public.menu_item_documents
  add column version bigint not null default nextval('public.menu_item_document_versions');

revoke all on sequence public.menu_item_document_versions from anon, authenticated;

comment on column public.menu_item_documents.version is
  'The document''s version: new from menu_item_document_versions on every insert and update of the row, so one version names one document text (public_menu_parts).';
