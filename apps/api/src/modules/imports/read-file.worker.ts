/**
 * The worker thread that reads an import's file (read-file.ts, `readFileAside`): one file, read
 * at the first question, then a part of the answer per question.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readFileInParts } from './read-file.js';

const { bytes, source, kind, mappingRaw } = workerData;
let parts: ReturnType<typeof readFileInParts> | undefined;
parentPort?.on('message', () => {
  parts ??= readFileInParts(bytes, source, kind, mappingRaw);
  const next = parts.next();
  parentPort?.postMessage(next.done ? { end: true } : next.value);
});
