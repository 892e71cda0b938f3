import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver: a real S3 REST API on the local disk (objects, listing, multipart uploads, batch
// deletes), started by the tests that need one — no network, no account.
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'pos-files';

/** An S3 API on a free local port with one empty bucket; `env` points the app at it. */
export async function startS3() {
  const directory = mkdtempSync(path.join(tmpdir(), 'pos-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    /** The bucket's folder on disk, to count what it holds behind the API's back. */
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
