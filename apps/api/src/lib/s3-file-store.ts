import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedStream,
  type FileStore,
  fileUrl,
  newFileName,
  ownsImage,
  UPLOADS_PREFIX,
} from './file-store.js';
import { contentTypeOf } from './file-types.js';

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;
/** Multipart parts of a streamed upload: S3's smallest, so an installer holds 4 × 5 MB at most. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * The FileStore on an S3-compatible bucket (docs/guide/running.md, "Files"): objects keyed
 * `<scope>/<name>` as their URLs end, so every instance sharing the bucket serves every file.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where an operation needs one: S3-compatible services (MinIO, R2, …) refuse
    // or mishandle the SDK's default CRC32 trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (scope: string, name: string) => `${scope}/${name}`;

  async function list(scope: string): Promise<string[]> {
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${scope}/`, ContinuationToken }),
      );
      for (const o of page.Contents ?? []) if (o.Key) names.push(o.Key.slice(scope.length + 1));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names;
  }

  return {
    async put(organizationId, bytes, ext) {
      const name = newFileName(ext);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(organizationId, name),
          Body: bytes,
          ContentType: contentTypeOf(name),
        }),
      );
      return fileUrl(organizationId, name);
    },
    async putStream(scope, source, ext, check) {
      const name = newFileName(ext);
      // A refused or broken stream fails the upload, which aborts its multipart upload: no
      // object is written (a single-part one is only sent once the stream has ended well).
      // The stream's own error is the answer, not the abort's (which some services refuse).
      let refused: Error | null | undefined;
      const body = pipeline(source, checkedStream(check), (err) => {
        refused = err;
      });
      try {
        await new Upload({
          client,
          params: { Bucket, Key: keyOf(scope, name), Body: body, ContentType: contentTypeOf(name) },
          partSize: PART_BYTES,
          queueSize: 4,
          leavePartsOnError: false,
        }).done();
      } catch (err) {
        throw refused ?? err;
      }
      return fileUrl(scope, name);
    },
    owns: ownsImage,
    async read(organizationId, url) {
      if (!ownsImage(organizationId, url)) throw new Error('not a file of this organization');
      const got = await client.send(
        new GetObjectCommand({ Bucket, Key: url.slice(UPLOADS_PREFIX.length) }),
      );
      if (!got.Body) throw new Error('an object without a body');
      return Buffer.from(await got.Body.transformToByteArray());
    },
    async open(scope, name) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(scope, name) }));
        if (!got.Body) return null;
        return { body: got.Body as Readable, size: got.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async size(scope, name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(scope, name) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        // A HEAD's answer has no body: a missing object is a bare 404 ("NotFound").
        if (
          (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        ) {
          return null;
        }
        throw err;
      }
    },
    list,
    async removeScope(scope) {
      const names = await list(scope);
      for (let i = 0; i < names.length; i += DELETE_BATCH) {
        const Objects = names.slice(i, i + DELETE_BATCH).map((n) => ({ Key: keyOf(scope, n) }));
        const done = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        if (done.Errors?.length) {
          throw new Error(`S3 kept ${done.Errors.length} objects: ${done.Errors[0]?.Message}`);
        }
      }
      return names.length;
    },
  };
}
