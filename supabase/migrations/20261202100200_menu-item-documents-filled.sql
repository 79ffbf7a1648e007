-- The documents of the dishes that exist already (new writes keep them current from here on:
-- 20261202100100_menu-item-documents-kept.sql).
select public.store_menu_item_documents(array(select id from public.menu_items));
