import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import type { MemberRole } from '../api/team.ts';

/** Invite by email with one of the roles the user may give, and the language of the mail. */
export function InviteForm({
  roles,
  busy,
  onInvite,
}: {
  roles: readonly MemberRole[];
  busy: boolean;
  onInvite: (request: { email: string; role: MemberRole; lang: 'en' | 'ar' }) => Promise<boolean>;
}) {
  const { t, lang } = useI18n();
  const tt = t.team;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>(roles.includes('kitchen') ? 'kitchen' : roles[0]!);
  const [mailLang, setMailLang] = useState<'en' | 'ar'>(lang);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onInvite({ email: email.trim(), role, lang: mailLang })) setEmail('');
  };
  return (
    <section className="ui-panel" aria-labelledby="team-invite">
      <h2 id="team-invite">{tt.inviteHeading}</h2>
      <form className="ui-form team-invite" onSubmit={(event) => void submit(event)}>
        <Field label={tt.email} required>
          {(control) => (
            <input
              {...control}
              type="email"
              dir="ltr"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label={tt.role} hint={tt.roleHelp[role]}>
          {(control) => (
            <select
              {...control}
              value={role}
              onChange={(event) => setRole(event.target.value as MemberRole)}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {tt.roles[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={tt.mailLanguage}>
          {(control) => (
            <select
              {...control}
              value={mailLang}
              onChange={(event) => setMailLang(event.target.value as 'en' | 'ar')}
            >
              <option value="en">{tt.languages.en}</option>
              <option value="ar">{tt.languages.ar}</option>
            </select>
          )}
        </Field>
        <div>
          <Button type="submit" busy={busy} busyLabel={tt.inviting}>
            {tt.invite}
          </Button>
        </div>
      </form>
    </section>
  );
}
