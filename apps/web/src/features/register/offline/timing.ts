/**
 * User Timing measures of the register's own data (visible in the browser's performance tools;
 * the offline bench reads them): how long a sync, a scan or a search in the copy took.
 */
function record(name: string, start: number) {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // A browser without measure options: no figure, the same work.
  }
}

export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    record(name, start);
  }
}

/** The same for work that answers at once (the catalogue in memory). */
export function measure<T>(name: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    record(name, start);
  }
}
