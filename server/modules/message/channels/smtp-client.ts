/**
 * A minimal SMTP client over node:net (RFC 5321): EHLO (HELO when refused), MAIL FROM, RCPT TO per recipient, DATA
 * with dot-stuffing, QUIT. No TLS and no authentication — meant for a relay on a trusted network (and the fake server
 * of the tests); a service that needs either wants a maintained library, which this project does not carry yet.
 * Node-only: the mail channel is the one adapter that imports it.
 */
import { connect, type Socket } from 'node:net';

/** Where and as whom mail is sent. */
export interface SmtpOptions {
  host: string;
  port: number;
  /** The name given in EHLO. */
  clientName?: string;
  /** Milliseconds before a silent server is given up on. */
  timeoutMs?: number;
}

/** One mail. `body` is plain text. */
export interface SmtpMail {
  from: string;
  to: readonly string[];
  subject: string;
  body: string;
}

/** A reply the SMTP server gave where another was expected. */
export class SmtpError extends Error {
  constructor(
    readonly stage: string,
    readonly reply: string,
  ) {
    super(`SMTP ${stage}: ${reply}`);
    this.name = 'SmtpError';
  }
}

/** Reads complete SMTP replies (multi-line replies end with a "NNN " line). */
function replyReader(socket: Socket) {
  let buffer = '';
  let lines: string[] = [];
  const ready: string[] = [];
  const waiting: { resolve: (reply: string) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | undefined;
  const flush = () => {
    while (ready.length && waiting.length) waiting.shift()!.resolve(ready.shift()!);
    if (failure) while (waiting.length) waiting.shift()!.reject(failure);
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        ready.push(lines.join('\n'));
        lines = [];
      }
    }
    flush();
  });
  const stop = (error: Error) => {
    failure ??= error;
    flush();
  };
  socket.on('error', stop);
  socket.on('close', () => stop(new Error('connection closed')));
  return () => new Promise<string>((resolve, reject) => {
    waiting.push({ resolve, reject });
    flush();
  });
}

/** Header-safe text: no line breaks (a header injection would otherwise be possible), non-ASCII as RFC 2047. */
function headerText(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

/** An address fit for MAIL FROM / RCPT TO: no brackets, spaces or line breaks. */
export function isMailAddress(address: string): boolean {
  return /^[^\s<>@,;"]+@[^\s<>@,;"]+$/.test(address) && address.length <= 254;
}

/** The DATA section: headers, a blank line, the body as base64 UTF-8 lines (so no line starts with a dot). */
function dataOf(mail: SmtpMail, now: Date): string {
  const body = Buffer.from(mail.body, 'utf8').toString('base64').replace(/.{1,76}/g, '$&\r\n');
  return [
    `From: <${mail.from}>`,
    `To: ${mail.to.map((address) => `<${address}>`).join(', ')}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** Sends one mail; resolves when the server accepted it (250 after DATA), rejects with SmtpError otherwise. */
export async function sendMail(options: SmtpOptions, mail: SmtpMail, now = new Date()): Promise<void> {
  for (const address of [mail.from, ...mail.to]) if (!isMailAddress(address)) throw new SmtpError('address', address);
  if (mail.to.length === 0) return;
  const socket = connect({ host: options.host, port: options.port });
  socket.setTimeout(options.timeoutMs ?? 15_000, () => socket.destroy(new Error('timeout')));
  const next = replyReader(socket);
  const expect = async (stage: string, code: string) => {
    const reply = await next();
    if (!reply.startsWith(code)) throw new SmtpError(stage, reply);
    return reply;
  };
  const command = async (line: string, stage: string, code: string) => {
    socket.write(`${line}\r\n`);
    return expect(stage, code);
  };
  try {
    await expect('greeting', '220');
    const name = options.clientName ?? 'klx-eam';
    socket.write(`EHLO ${name}\r\n`);
    const hello = await next();
    if (!hello.startsWith('250')) await command(`HELO ${name}`, 'HELO', '250');
    await command(`MAIL FROM:<${mail.from}>`, 'MAIL FROM', '250');
    for (const address of mail.to) await command(`RCPT TO:<${address}>`, 'RCPT TO', '25');
    await command('DATA', 'DATA', '354');
    await command(`${dataOf(mail, now)}\r\n.`, 'message', '250');
    socket.write('QUIT\r\n');
    await next().catch(() => '');
  } finally {
    socket.end();
    socket.destroy();
  }
}
