import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

/** One backup in the store: its id (the time it was taken, as in its name), key and size. */
export type StoredBackup = { id: string; key: string; takenAt: string; bytes: number };

export type BackupStore = {
  upload: (id: string, file: string) => Promise<StoredBackup>;
  /** Every backup under the prefix, newest first. */
  list: () => Promise<StoredBackup[]>;
  download: (key: string) => Promise<Readable>;
  remove: (keys: readonly string[]) => Promise<void>;
};

export type StoreSettings = {
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

const suffix = ".db.gz.enc";

/** A backup's id from the time it was taken: 2026-11-26T09-00-00Z (sorts as it reads, safe in a key). */
export const backupId = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");

/** The time an id names, or undefined for a key that is not a backup's. */
export function takenAtOf(id: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/.exec(id);
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.000Z` : undefined;
}

/**
 * The bucket and prefix of BACKUP_URL, on AWS S3 or any S3-compatible store (BACKUP_S3_ENDPOINT),
 * with AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the credentials the AWS client finds itself).
 */
export function s3BackupStore(settings: StoreSettings): BackupStore {
  // The client warns on every start that later releases will need Node 22; the project runs on 20.19 and up.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    region: settings.region,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // The client's own console lines would break the one-line answers; failures reach the caller.
    logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const { bucket, prefix } = settings;

  return {
    async upload(id, file) {
      const key = `${prefix}${id}${suffix}`;
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: "application/octet-stream",
        }),
      );
      return { id, key, takenAt: takenAtOf(id)!, bytes: size };
    },
    async list() {
      const found: StoredBackup[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? "";
          if (!name.endsWith(suffix)) continue;
          const id = name.slice(0, -suffix.length);
          const takenAt = takenAtOf(id);
          if (takenAt) found.push({ id, key: object.Key!, takenAt, bytes: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => b.id.localeCompare(a.id));
    },
    async download(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return object.Body as Readable;
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (answer.Errors?.length)
          throw new Error(`could not delete ${answer.Errors[0]!.Key}: ${answer.Errors[0]!.Message}`);
      }
    },
  };
}
