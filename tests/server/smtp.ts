import { createServer } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A mail as the loopback server received it: raw, with its Message-ID, and whether it was accepted (250). */
export interface Received {
  raw: string;
  /** The raw mail with quoted-printable undone (soft line breaks, =XX), to search for what was written. */
  decoded: string;
  messageId: string | undefined;
  accepted: boolean;
}

/** What the server answers a DATA with: `accept`, an SMTP error code, or `stall` (no answer until hung up). */
export type Answer = 'accept' | 'stall' | number;

export interface TestSmtp {
  port: number;
  received: Received[];
  accepted: () => Received[];
  /** Sessions the client has ended (QUIT or hung up). */
  closedSessions: number;
  /** Decides the answer to each mail; it may be changed while the server runs. */
  answer: (mail: Received, index: number) => Answer | Promise<Answer>;
  close: () => Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A port nothing listens on (just now). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** A real SMTP server (the `smtp-server` package) on 127.0.0.1, plain text, no auth. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: Received[] = [];
  const smtp: TestSmtp = {
    port,
    received,
    accepted: () => received.filter((mail) => mail.accepted),
    answer: () => 'accept',
    closedSessions: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose() {
      smtp.closedSessions += 1;
    },
    onData(stream: SMTPServerDataStream, _session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: Received = {
          raw,
          decoded: decodeQuotedPrintable(raw),
          messageId: /^Message-ID: *(.+)$/im.exec(raw)?.[1]?.trim(),
          accepted: false,
        };
        const index = received.push(mail) - 1;
        void Promise.resolve(smtp.answer(mail, index)).then((answer) => {
          if (answer === 'stall') return; // the client hangs up (or dies) before any answer: not accepted
          if (answer === 'accept') {
            mail.accepted = true;
            callback();
          } else {
            callback(Object.assign(new Error(`${answer} refused by the test server`), { responseCode: answer }));
          }
        });
      });
    },
  });
  server.on('error', () => {}); // a client killed mid-session is not the test's failure
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (typeof address === 'object' && address !== null) smtp.port = address.port;
  return smtp;
}

/** Polls until `check` returns a truthy value (or throws when the time is up). */
export async function waitFor<T>(check: () => T, timeoutMs = 10_000, what = 'condition'): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
