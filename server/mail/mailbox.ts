// The local mailbox: nothing leaves the machine. Each mail is kept in memory (per server, keyed by
// its database so parallel test servers in one process never see each other's mail) and printed.
import type { ServerConfig } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML, in its language's direction (right to left in Arabic). */
  html?: string;
  /** The account holder's language the mail is written in. */
  lang?: 'en' | 'ar';
  /** The one link the mail is about (confirmation link), so tests and people need not parse text. */
  link: string;
  /** A code to type instead of a link (the reauthentication nonce), when the mail carries one. */
  code?: string;
  sent_at: string;
}

/** A long-running dev server keeps only the newest mails. */
export const MAILBOX_LIMIT = 500;

export class Mailbox {
  readonly #mails: Mail[] = [];

  constructor(private readonly print: (line: string) => void = console.log) {}

  send(mail: Omit<Mail, 'sent_at'>): Mail {
    const sent = { ...mail, sent_at: new Date().toISOString() };
    this.#mails.push(sent);
    if (this.#mails.length > MAILBOX_LIMIT) this.#mails.shift();
    const what = sent.code ? `code ${sent.code}` : `link ${sent.link}`;
    this.print(`[mail] to ${sent.to} subject "${sent.subject}" ${what}`);
    return sent;
  }

  /** Newest first; only mail to `to` (case-insensitive) when given. */
  list(to?: string): Mail[] {
    const wanted = to?.trim().toLowerCase();
    return this.#mails
      .filter((mail) => !wanted || mail.to.toLowerCase() === wanted)
      .slice()
      .reverse();
  }
}

const mailboxes = new WeakMap<ServerConfig, Mailbox>();

/** The mailbox of the server started with this configuration (one process may run several). */
export function mailboxFor(config: ServerConfig): Mailbox {
  let mailbox = mailboxes.get(config);
  if (!mailbox) {
    mailbox = new Mailbox();
    mailboxes.set(config, mailbox);
  }
  return mailbox;
}
