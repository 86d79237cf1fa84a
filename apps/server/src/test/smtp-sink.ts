import { createServer, type Server } from 'node:net';

/** A running sink: the messages it accepted and the ones it refused, and how to refuse the next ones. */
export type SmtpSink = {
  url: string;
  /** Raw DATA of every accepted message. */
  messages: string[];
  /** Raw DATA of every message refused with a temporary failure. */
  refused: string[];
  /** Refuses the next `count` messages (after their DATA) with `451`, as a busy server does. */
  refuseNext(count: number): void;
  close: () => Promise<void>;
};

/** A minimal SMTP server on 127.0.0.1 that accepts every message (unless told to refuse) and keeps its raw DATA. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const refused: string[] = [];
  let toRefuse = 0;
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (toRefuse > 0) {
              toRefuse -= 1;
              refused.push(data);
              socket.write('451 4.3.0 try again later\r\n');
            } else {
              messages.push(data);
              socket.write('250 queued\r\n');
            }
            data = '';
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    refuseNext: (count) => {
      toRefuse = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
