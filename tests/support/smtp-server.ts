/**
 * Test support: a real SMTP server on loopback (`smtp-server`) that keeps every message it
 * accepts, for the email worker's transport to deliver to as it would to a provider.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface LoopbackSmtp {
  port: number;
  /** Every message accepted, whole (headers and MIME parts), in order. */
  received: string[];
  close(): Promise<void>;
}

/**
 * Starts the server. Defaults: any free port, no login asked; with `auth`, only that user and
 * password are let in, as a provider would. `onMessage` also sees each message's recipients.
 */
export async function startLoopbackSmtp(
  options: {
    port?: number;
    auth?: { user: string; password: string };
    onMessage?: (raw: string, recipients: string[]) => void;
  } = {},
): Promise<LoopbackSmtp> {
  const { auth, onMessage } = options;
  const received: string[] = [];
  const server = new SMTPServer({
    ...(auth
      ? {
          authMethods: ['PLAIN', 'LOGIN'],
          allowInsecureAuth: true,
          onAuth(login, _session, callback) {
            if (login.username === auth.user && login.password === auth.password)
              callback(null, { user: auth.user });
            else callback(new Error('bad credentials'));
          },
        }
      : { authOptional: true }),
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        onMessage?.(
          raw,
          session.envelope.rcptTo.map((r) => r.address),
        );
        callback();
      });
    },
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
