import { createServer, type Server } from 'node:net';

/*
 * For tests (this package's and the register's): a network receipt printer as far as the
 * bridge can tell — it takes bytes on a TCP port of the loopback address and keeps each job.
 */

/** Starts one on a free port; `job(n)` waits for the nth job to have arrived whole. */
export async function fakePrinter() {
  const jobs: Buffer[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => jobs.push(Buffer.concat(chunks)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    jobs,
    /** Waits for the `n`th job to have arrived whole. */
    job: async (n = 1) => {
      for (let i = 0; i < 200 && jobs.length < n; i += 1)
        await new Promise((r) => setTimeout(r, 10));
      return jobs[n - 1];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
