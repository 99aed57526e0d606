import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  /** smtp://user:password@127.0.0.1:port of the running server. */
  url: string;
  /** Every e-mail received, parsed (subject and text decoded), oldest first. */
  received: ParsedMail[];
  /** Waits for the first e-mail to `to` that arrives after this call. */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export const mailUser = { user: 'lantau-mailer', pass: 'mail-secret' };

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package), requiring the login a mail relay
 * would. No STARTTLS: nodemailer would try to upgrade to it, and a test certificate would not verify.
 * `rejectRecipient` answers 550 to that address, as a server does for an unknown mailbox.
 */
export async function startMailServer(options: { rejectRecipient?: string } = {}): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const arrivals = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === mailUser.user && auth.password === mailUser.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.rejectRecipient) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const notify of arrivals) notify();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const addressedTo = (mail: ParsedMail, to: string) =>
    [mail.to ?? []].flat().some((group) => group.value.some((entry) => entry.address === to));

  return {
    url: `smtp://${mailUser.user}:${mailUser.pass}@127.0.0.1:${port}`,
    received,
    next(to, timeoutMs = 5_000) {
      const seen = received.length;
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.slice(seen).find((candidate) => addressedTo(candidate, to));
          if (!mail) return;
          arrivals.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.delete(check);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
