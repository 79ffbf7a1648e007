// Hosted Supabase's pairing of a tablet, an Edge Function (Deno): the same steps and answers as
// the local server's POST /functions/v1/pair-device (server/functions/pair-device.ts), which the
// tests run. Deploy with `supabase functions deploy pair-device --no-verify-jwt` (the tablet has
// only the anon key); it reads SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, which hosted Supabase
// provides. docs/guide/devices.md.
//   1. claim_device_pairing(code, address) as the service role: the database bounds wrong codes
//      per address, uses the code once and creates the device.
//   2. The device's own account: GoTrue's admin API wants an email, so an address under .invalid
//      (RFC 2606: it can receive nothing), confirmed, with app_metadata.provider 'device'.
//   3. attach_device_user, then a session without a password: a magic link's hashed token made
//      and verified here, never mailed.
import { createClient } from 'npm:@supabase/supabase-js@2';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
  }
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
  const body = await request.json().catch(() => ({}));
  const code = typeof body.code === 'string' && body.code.length <= 32 ? body.code : '';
  if (!code)
    return json(400, { error: 'invalid_code', message: 'Enter the code shown on the board' });
  const address = (request.headers.get('x-forwarded-for') ?? '').split(',')[0]!.trim();
  const url = Deno.env.get('SUPABASE_URL')!;
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const claimed = await admin.rpc('claim_device_pairing', { code, address });
  if (claimed.error) {
    if (claimed.error.code === 'PT429') {
      return json(429, { error: 'rate_limited', message: claimed.error.message });
    }
    return json(500, { error: 'unexpected_failure' });
  }
  const device = claimed.data;
  if (!device) {
    return json(400, { error: 'invalid_code', message: 'This code is wrong, used or expired' });
  }
  const email = `device-${device.device_id}@devices.invalid`;
  const made = await admin.auth.admin.createUser({
    email,
    email_confirm: true,
    app_metadata: { provider: 'device' },
    user_metadata: { device_id: device.device_id, name: device.name },
  });
  if (made.error) return json(500, { error: 'unexpected_failure' });
  const attached = await admin.rpc('attach_device_user', {
    device_id: device.device_id,
    device_user: made.data.user.id,
  });
  if (attached.error) return json(500, { error: 'unexpected_failure' });
  const link = await admin.auth.admin.generateLink({ type: 'magiclink', email });
  if (link.error) return json(500, { error: 'unexpected_failure' });
  const signedIn = await admin.auth.verifyOtp({
    type: 'magiclink',
    token_hash: link.data.properties.hashed_token,
  });
  if (signedIn.error || !signedIn.data.session) return json(500, { error: 'unexpected_failure' });
  return json(200, { ...signedIn.data.session, device });
});
