import net from 'node:net';

/**
 * A real SMTP server on 127.0.0.1 for tests, with a switch: down, it answers every connection
 * "421 service not available" (what a mail server under maintenance says); up, it takes every
 * message and keeps its text (headers and body, dot-stuffing undone).
 */
export async function smtpReceiver() {
  const received: string[] = [];
  let up = false;
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    if (!up) {
      socket.end('421 4.3.2 Servizio non disponibile\r\n');
      return;
    }
    socket.write('220 premia-test ESMTP\r\n');
    let buffer = '';
    let message: string[] | null = null;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line === '.') {
            received.push(message.join('\n'));
            message = null;
            socket.write('250 2.0.0 OK\r\n');
          } else message.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = [];
          socket.write('354 Go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setUp(value: boolean) {
      up = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
