import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../../shared/api/config.ts';

const apiUrl = document.querySelector('meta[name="qr-api-url"]')?.getAttribute('content') ?? '';

// One shared client with the public URL and anon key, default options, as docs/guide/product.md section 1 says.
export const supabase = createClient(apiUrl || window.location.origin, LOCAL_ANON_KEY);
