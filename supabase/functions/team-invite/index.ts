// Hosted Supabase's half of a team invitation, an Edge Function (Deno): the same two steps as the
// local server's POST /functions/v1/team-invite (server/functions/team-invite.ts), which the tests
// run. Deploy with `supabase functions deploy team-invite`; it reads SUPABASE_URL,
// SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, which hosted Supabase provides, and SITE_URL
// (the admin's address) for the mail's link.
//   1. As the signed-in caller, rpc invite_team_member records (or renews) the invitation: the
//      database decides who may invite whom.
//   2. As the service role, auth.admin.inviteUserByEmail (POST /auth/v1/invite) mails the link;
//      the invite template picks the language from {{ .Data.lang }}. An address with a confirmed
//      account gets no mail and joins at its next sign-in (accept_team_invitations).
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
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed' });
  const url = Deno.env.get('SUPABASE_URL')!;
  const authorization = request.headers.get('authorization') ?? '';
  const caller = createClient(url, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { authorization } },
    auth: { persistSession: false },
  });
  const { data: who } = await caller.auth.getUser();
  if (!who.user) return json(401, { code: 'not_signed_in', message: 'Sign in to invite someone' });
  const body = await request.json();
  const lang = body.lang === 'ar' ? 'ar' : 'en';
  const { data: invitation, error } = await caller
    .rpc('invite_team_member', {
      business_id: body.business_id,
      email: body.email,
      role: body.role,
      lang,
    })
    .single();
  if (error) return json(error.code === '42501' ? 403 : 400, error);
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false },
  });
  const sent = await admin.auth.admin.inviteUserByEmail(invitation.email, {
    data: { lang: invitation.lang, invited_to: invitation.business_id },
    redirectTo: body.redirect_to ?? `${Deno.env.get('SITE_URL')}/join`,
  });
  if (sent.error && sent.error.code !== 'email_exists') return json(500, sent.error);
  return json(200, { invitation, mailed: !sent.error });
});
