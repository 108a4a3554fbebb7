import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.js';
import { contentDisposition } from './content-disposition.js';
import { type FileStorage, nameOf, randomName, UPLOADS_PREFIX } from './file-storage.js';
import { storedType } from './stored-types.js';

/**
 * Memory per upload stays near PART_BYTES × (QUEUE + 1): S3's smallest part is 5 MB, and one part in
 * flight keeps twenty parallel 10 MB uploads well inside the issue's budget (the bytes come from one
 * request at a time, so more parallel parts would not make a single upload much faster).
 */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 1;

/** The store in a bucket, plus what only a bucket can do: put a file under a name chosen elsewhere. */
export interface S3FileStorage extends FileStorage {
  /** Stores `source` under `name` exactly (the migration keeps local names). */
  saveAs(name: string, source: Readable | Uint8Array): Promise<void>;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** A missing object fails like a missing file does (ENOENT), so callers need not know the store. */
function asFsError(error: unknown) {
  if (!missing(error)) return error;
  return Object.assign(new Error('no such stored file'), { code: 'ENOENT', status: 404 });
}

/**
 * `onRemoveFailed`: a delete the bucket refused or never got (a network error). Deletes follow a committed
 * change (a photo replaced, a pitch removed), so the caller's answer does not fail for it, as on disk;
 * the object is left over, and said so.
 */
export function s3FileStorage(
  config: S3Config,
  onRemoveFailed: (key: string, error: unknown) => void = () => undefined,
): S3FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // unset: the SDK's own chain (instance roles, profiles)
    credentials: config.credentials,
    // the SDK's default checksums send streamed bodies in aws-chunked encoding, which some
    // S3-compatible stores (s3rver among them) keep as is: the stored object is then corrupted
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const keyOf = (name: string) => `${config.prefix}${name}`;
  const keyOfUrl = (url: string) => keyOf(nameOf(url));

  async function put(name: string, source: Readable | Uint8Array) {
    const known = storedType(name);
    const upload = new Upload({
      client,
      partSize: PART_BYTES,
      queueSize: QUEUE,
      // a failed stream aborts the multipart upload: no parts, no object
      leavePartsOnError: false,
      params: {
        Bucket,
        Key: keyOf(name),
        Body: source,
        // the object says what it is on its own, should anyone ever fetch it from the bucket directly
        ContentType: known?.type ?? 'application/octet-stream',
        ContentDisposition: contentDisposition(known?.inline ? 'inline' : 'attachment', null),
      },
    });
    await upload.done();
  }

  return {
    async save(source, ext) {
      const name = randomName(ext);
      await put(name, source);
      return `${UPLOADS_PREFIX}${name}`;
    },
    saveAs: put,
    read(url, range) {
      if (!url.startsWith(UPLOADS_PREFIX)) throw new Error('not a stored file');
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client.send(new GetObjectCommand({ Bucket, Key: keyOfUrl(url), Range })).then(
        ({ Body }) => {
          const body = Body as Readable;
          body.once('error', (error) => out.destroy(error));
          out.once('close', () => body.destroy());
          body.pipe(out);
        },
        (error: unknown) => out.destroy(asFsError(error) as Error),
      );
      return out;
    },
    async stat(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOfUrl(url) }));
        return {
          size: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      // S3 answers a delete of a missing key with success too
      const Key = keyOfUrl(url);
      await client
        .send(new DeleteObjectCommand({ Bucket, Key }))
        .catch((error) => onRemoveFailed(Key, error));
    },
    async list() {
      const urls: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: config.prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) urls.push(`${UPLOADS_PREFIX}${object.Key.slice(config.prefix.length)}`);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return urls;
    },
    async close() {
      client.destroy();
    },
  };
}
