// The owner's view of a business row (SPEC.md section 3). Kept here until the generated Database
// types land, so the admin code has one definition to import.
export interface Business {
  id: string;
  name: string;
  category: string | null;
  description: string | null;
  whatsapp: string;
  slug: string;
  owner_id: string;
  email: string | null;
  banner_url: string | null;
  headline: string | null;
  created_at: string;
  updated_at: string;
}
