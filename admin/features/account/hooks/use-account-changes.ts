import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { sessionUserQuery } from '../../../lib/api/session-user.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { changeEmail } from '../api/change-email.ts';
import { ReauthenticationNeededError, requestReauthentication } from '../api/reauthenticate.ts';
import { signOutEverywhere } from '../api/sign-out-everywhere.ts';
import { updatePassword } from '../api/update-password.ts';
import { useBusyAction } from './use-busy-action.ts';

/** A change that waits for the code GoTrue's reauthentication mailed (an older session). */
export type WaitingChange =
  { what: 'password'; password: string } | { what: 'email'; email: string };

/** /admin/account's changes: password, email (each asking for a mailed code when needed), sessions. */
export function useAccountChanges() {
  const navigate = useNavigate();
  const client = useClient();
  const a = useI18n().t.account;
  // Arriving from the email-change link, the session supabase-js read from it has the new address
  // (the session as read on this arrival: see sessionUserQuery).
  const session = useQuery(sessionUserQuery(client));
  const email = session.isFetchedAfterMount ? session.data?.email : undefined;
  const { busy, run } = useBusyAction();
  const [pendingEmail, setPendingEmail] = useState<string | undefined>();
  const [waiting, setWaiting] = useState<WaitingChange | undefined>();
  const [resent, setResent] = useState(false);
  // Counts changed passwords: the form starts empty again after each (its key).
  const [passwordsSaved, setPasswordsSaved] = useState(0);

  /** Runs a change; when the server wants a recent sign-in, mails the code and asks for it. */
  async function withReauthentication(
    change: (nonce?: string) => Promise<void>,
    pending: WaitingChange,
    nonce?: string,
  ): Promise<boolean> {
    try {
      await change(nonce);
      setWaiting(undefined);
      return true;
    } catch (error) {
      if (!(error instanceof ReauthenticationNeededError)) throw error;
      // The code box first: when the mail is refused (one a minute), its message shows over a box
      // that still takes the code the owner already has.
      setResent(false);
      setWaiting(pending);
      await requestReauthentication(client);
      return false;
    }
  }

  function savePassword(password: string, nonce?: string) {
    void run(async () => {
      const done = await withReauthentication(
        (code) => updatePassword(client, password, code),
        { what: 'password', password },
        nonce,
      );
      if (done) {
        toast.success(a.passwordSaved);
        setPasswordsSaved((n) => n + 1);
      }
    }, a.passwordFailed);
  }

  function saveEmail(next: string, nonce?: string) {
    void run(async () => {
      setPendingEmail(undefined);
      const done = await withReauthentication(
        (code) => changeEmail(client, next, code),
        { what: 'email', email: next },
        nonce,
      );
      if (done) setPendingEmail(next);
    }, a.emailFailed);
  }

  function resend() {
    void run(
      async () => {
        await requestReauthentication(client);
        setResent(true);
      },
      (message) => message,
    );
  }

  function endEverywhere() {
    void run(async () => {
      await signOutEverywhere(client);
      toast.success(a.everywhereDone);
      void navigate('/login', { replace: true });
    }, a.everywhereFailed);
  }

  return {
    ...{ email, busy, pendingEmail, waiting, resent, passwordsSaved },
    ...{ savePassword, saveEmail, resend, endEverywhere, cancel: () => setWaiting(undefined) },
  };
}
