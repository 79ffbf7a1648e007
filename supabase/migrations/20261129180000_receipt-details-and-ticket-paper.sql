-- Kitchen tickets and customer receipts, printed from the orders board and the kitchen display
-- (issue 45). The receipt names the business with its address and VAT number; the ticket printer's
-- roll width is the business's, so every tablet of the cafe prints on the same paper.
--
-- The receipt is for staff to print, not for the public menu: like email, the two new profile
-- fields are not granted to anon (anon reads businesses through column grants), and the owner
-- reads and writes them through the existing row level security of businesses.

alter table public.businesses
  add column address text,
  add column vat_number text,
  add column ticket_paper_mm integer not null default 80,
  add constraint businesses_address_length check (char_length(address) between 1 and 200),
  -- Loosely checked: an Omani VAT number is OM then 10 digits, but other forms exist.
  add constraint businesses_vat_number_format check (vat_number ~ '^[A-Za-z0-9]{1,20}$'),
  add constraint businesses_ticket_paper_mm_check check (ticket_paper_mm in (58, 80));

comment on column public.businesses.address is
  'The business''s address as printed on customer receipts; never readable by anon.';
comment on column public.businesses.vat_number is
  'The VAT registration number printed on customer receipts (up to 20 letters and digits); never readable by anon.';
comment on column public.businesses.ticket_paper_mm is
  'Width in mm of the receipt printer''s roll (80 or 58) for kitchen tickets and receipts.';
