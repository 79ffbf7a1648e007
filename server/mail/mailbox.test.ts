import { describe, expect, it } from 'vitest';
import { MAILBOX_LIMIT, Mailbox } from './mailbox.ts';

describe('Mailbox', () => {
  it('lists newest first, filters by recipient case-insensitively and prints each mail', () => {
    const printed: string[] = [];
    const mailbox = new Mailbox((line) => printed.push(line));
    mailbox.send({ to: 'a@example.com', subject: 'one', text: 't1', link: 'http://x/1' });
    mailbox.send({ to: 'b@example.com', subject: 'two', text: 't2', link: 'http://x/2' });
    mailbox.send({ to: 'A@example.com', subject: 'three', text: 't3', link: 'http://x/3' });

    expect(mailbox.list().map((mail) => mail.subject)).toEqual(['three', 'two', 'one']);
    expect(mailbox.list('a@EXAMPLE.com').map((mail) => mail.subject)).toEqual(['three', 'one']);
    expect(mailbox.list('nobody@example.com')).toEqual([]);
    expect(printed[1]).toBe('[mail] to b@example.com subject "two" link http://x/2');
  });

  it(`keeps only the newest ${MAILBOX_LIMIT} mails`, () => {
    const mailbox = new Mailbox(() => undefined);
    for (let index = 0; index <= MAILBOX_LIMIT; index += 1) {
      mailbox.send({ to: 'a@example.com', subject: String(index), text: '', link: '' });
    }
    const mails = mailbox.list();
    expect(mails).toHaveLength(MAILBOX_LIMIT);
    expect(mails[0]?.subject).toBe(String(MAILBOX_LIMIT));
    expect(mails.at(-1)?.subject).toBe('1');
  });
});
