/**
 * Local fake services for the channel tests — never a real one: a tiny SMTP server over node:net that speaks
 * enough of RFC 5321 (220, EHLO, MAIL FROM, RCPT TO, DATA, QUIT) and records each mail, and an HTTP server that
 * records each JSON post and answers what the test says.
 */
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A mail as the fake SMTP server received it. */
export interface ReceivedMail {
  helo: string;
  from: string;
  to: string[];
  data: string;
}

/** Starts the fake SMTP server; `refuseRecipients` answers 550 to RCPT TO for those addresses. */
export async function startFakeSmtp(options: { refuseRecipients?: string[] } = {}) {
  const mails: ReceivedMail[] = [];
  const commands: string[] = [];
  const server = createNetServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { helo: '', from: '', to: [], data: '' };
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(current);
            current = { helo: current.helo, from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        commands.push(line.split(' ')[0]!.toUpperCase());
        const upper = line.toUpperCase();
        if (upper.startsWith('EHLO') || upper.startsWith('HELO')) {
          current.helo = line.slice(5);
          socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        } else if (upper.startsWith('MAIL FROM:')) {
          current.from = line.slice(10).replace(/[<>]/g, '');
          socket.write('250 ok\r\n');
        } else if (upper.startsWith('RCPT TO:')) {
          const address = line.slice(8).replace(/[<>]/g, '');
          if (options.refuseRecipients?.includes(address)) socket.write('550 no such user\r\n');
          else {
            current.to.push(address);
            socket.write('250 ok\r\n');
          }
        } else if (upper === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (upper === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('502 not implemented\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    commands,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A post as the fake HTTP server received it. */
export interface ReceivedPost {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** Starts the fake HTTP service; `answer` decides status and body for each post. */
export async function startFakeHttp(answer: (post: ReceivedPost) => { status: number; body: unknown } = () => ({ status: 200, body: { errcode: 0, errmsg: 'ok' } })) {
  const posts: ReceivedPost[] = [];
  const server = createHttpServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const post = { path: request.url ?? '', headers: request.headers, body };
      posts.push(post);
      const { status, body: reply } = answer(post);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
