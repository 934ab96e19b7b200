import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; refuses recipients at refused.example. */
export async function startSmtp(received: Received[]) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { smtp, port };
}

/** Undoes quoted-printable soft breaks and escapes so the link can be read from the raw message. */
export const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Quoted-printable bytes (`=C3=B3`) as UTF-8 text. */
const utf8Qp = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );

/**
 * A received message as a person reads it: RFC 2047 encoded subjects and quoted-printable UTF-8
 * bodies decoded (non-English mail is sent encoded).
 */
export const readMail = (raw: string) =>
  utf8Qp(
    raw
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, word: string) => word.replace(/_/g, ' '))
      .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, word: string) =>
        Buffer.from(word, 'base64').toString('utf8'),
      )
      .replace(/=\r?\n/g, ''),
  );
