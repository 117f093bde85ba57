// A real SMTP server in the test process (smtp-server) on a free port, keeping what it
// receives parsed (postal-mime). It can refuse every message with a 5xx, ask for a sign-in,
// or hold a message before answering (a send in flight); `startDroppingServer` accepts TCP
// connections and closes them at once (a server that drops the connection).
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { SettingsValues } from '../../contract/settings';

export interface ReceivedMail extends Email {
  envelopeTo: string[];
}

export interface TestSmtp {
  port: number;
  /** Accepted messages, in order. */
  received: ReceivedMail[];
  /** Messages offered (accepted or refused). */
  offered: number;
  /** 'reject': every message gets `554 5.7.1 Message refused by the test server`. */
  mode: 'accept' | 'reject';
  /** The next message waits for release() before the server answers. */
  hold(): { arrived: Promise<void>; release(): void };
  /** Settings › Email values that point at this server. */
  settings(overrides?: Partial<SettingsValues['email']>): SettingsValues['email'];
  close(): Promise<void>;
}

export const SMTP_LOGIN = { user: 'mailer', password: 'Smtp-Password-For-Tests-9' };

async function listen(server: Server, host = '127.0.0.1'): Promise<number> {
  server.listen(0, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** `host`: where it listens (0.0.0.0 to be reached on this machine's other addresses too). */
export async function startSmtpServer(host = '127.0.0.1'): Promise<TestSmtp> {
  let held: { arrived: () => void; released: Promise<void> } | undefined;
  const state: Pick<TestSmtp, 'received' | 'offered' | 'mode'> = { received: [], offered: 0, mode: 'accept' };
  const smtp = new SMTPServer({
    // Plain text on a loopback port: no STARTTLS (its built-in certificate would not be trusted).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_LOGIN.user && auth.password === SMTP_LOGIN.password) done(null, { user: auth.username });
      else done(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      const answer = async () => {
        state.offered++;
        const hold = held;
        held = undefined;
        if (hold) {
          hold.arrived();
          await hold.released;
        }
        if (state.mode === 'reject') {
          done(Object.assign(new Error('5.7.1 Message refused by the test server'), { responseCode: 554 }));
          return;
        }
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        state.received.push({ ...parsed, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        done();
      };
      // A message the parser cannot read is refused, not left unanswered with its rejection lost.
      stream.on('end', () => {
        answer().catch((err: unknown) => done(err instanceof Error ? err : new Error(String(err))));
      });
    },
  });
  const port = await listen(smtp.server as Server, host);
  return Object.assign(state, {
    port,
    hold() {
      let arrived!: () => void;
      let release!: () => void;
      const arrivedP = new Promise<void>((r) => (arrived = r));
      held = { arrived, released: new Promise<void>((r) => (release = r)) };
      return { arrived: arrivedP, release };
    },
    settings: (overrides: Partial<SettingsValues['email']> = {}) => ({
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpUser: SMTP_LOGIN.user,
      smtpPassword: SMTP_LOGIN.password,
      fromEmail: 'no-reply@cvbuilder.test',
      fromName: 'CV Builder',
      ...overrides,
    }),
    close: () => new Promise<void>((done) => smtp.close(() => done())),
  });
}

/** Accepts connections and closes each at once, before the greeting. */
export async function startDroppingServer(): Promise<{ port: number; connections: number; close(): Promise<void> }> {
  const state = { connections: 0 };
  const server = createServer((socket) => {
    state.connections++;
    socket.destroy();
  });
  const port = await listen(server);
  return Object.assign(state, {
    port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}
