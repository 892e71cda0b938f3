import { Socket } from 'node:net';

/** A printer reached over the shop's network: raw TCP, the port ESC/POS printers listen on. */
export interface TcpPrinter {
  host: string;
  port: number;
}

/**
 * Sends `bytes` to the printer and closes the connection once they are written: a printer on
 * port 9100 answers nothing. Fails when it cannot be reached, or has not taken them within
 * `timeoutMs` (a printer out of paper keeps the connection open and reads nothing).
 */
export function sendRaw(printer: TcpPrinter, bytes: Uint8Array, timeoutMs = 10_000) {
  return new Promise<void>((resolve, reject) => {
    const socket = new Socket();
    const fail = (message: string) => {
      socket.destroy();
      reject(new Error(message));
    };
    socket.setTimeout(timeoutMs, () =>
      fail(`The printer at ${printer.host}:${printer.port} did not take the receipt in time.`),
    );
    socket.once('error', (err: NodeJS.ErrnoException) =>
      fail(
        `The printer at ${printer.host}:${printer.port} cannot be reached (${err.code ?? err.message}).`,
      ),
    );
    socket.connect(printer.port, printer.host, () => {
      socket.end(bytes, () => {
        socket.destroy();
        resolve();
      });
    });
  });
}
