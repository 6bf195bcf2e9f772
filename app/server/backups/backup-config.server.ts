import { z } from "zod";
import { EnvError } from "../env.server";

/** How many backups to keep: the newest of each of the last N hours, days (India time) and months. */
export type Keep = { hourly: number; daily: number; monthly: number };

export type BackupConfig =
  | { configured: false }
  | {
      configured: true;
      bucket: string;
      /** The key prefix inside the bucket, "" or ending in "/". */
      prefix: string;
      /** For a store other than AWS S3 (R2, B2, MinIO): its URL. */
      endpoint: string | undefined;
      region: string;
      /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; unset, the AWS client looks for its own (a role, ~/.aws). */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
      /** The passphrase the backups are encrypted under; never shown. */
      key: string;
      everyMs: number;
      keep: Keep;
    };

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const units: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "30m", "1h", "6h", "1d": from 15 minutes to 7 days. */
export function parseEvery(text: string): number | undefined {
  const match = /^(\d{1,4})([mhd])$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * units[match[2]!]!;
  return ms >= 15 * 60_000 && ms <= 7 * 86_400_000 ? ms : undefined;
}

/** "48h,30d,12m": the hourly, daily and monthly backups to keep (each 0-1000; any order). */
export function parseKeep(text: string): Keep | undefined {
  const keep: Keep = { hourly: 0, daily: 0, monthly: 0 };
  const names = { h: "hourly", d: "daily", m: "monthly" } as const;
  const parts = text.split(",").map((part) => part.trim());
  for (const part of parts) {
    const match = /^(\d{1,4})([hdm])$/.exec(part);
    if (!match || Number(match[1]) > 1000) return undefined;
    keep[names[match[2] as "h" | "d" | "m"]] = Number(match[1]);
  }
  return keep.hourly + keep.daily + keep.monthly > 0 ? keep : undefined;
}

const backupSchema = z.object({
  BACKUP_URL: optional(
    z.string().regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?$/, {
      error: "must be s3://bucket or s3://bucket/prefix",
    }),
  ),
  BACKUP_S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  BACKUP_KEY: optional(z.string().min(16, { error: "must be at least 16 characters" })),
  BACKUP_EVERY: optional(
    z.string().refine((v) => parseEvery(v) !== undefined, {
      error: 'must be minutes, hours or days like "30m", "1h" or "1d", from 15m to 7d',
    }),
  ),
  BACKUP_KEEP: optional(
    z.string().refine((v) => parseKeep(v) !== undefined, {
      error: 'must be like "48h,30d,12m": hourly, daily and monthly backups to keep',
    }),
  ),
  AWS_REGION: optional(z.string()),
  AWS_ACCESS_KEY_ID: optional(z.string()),
  AWS_SECRET_ACCESS_KEY: optional(z.string()),
  AWS_SESSION_TOKEN: optional(z.string()),
});

/**
 * The off-site backup settings, read from the environment. None set: backups are off. A bad value,
 * or BACKUP_URL without BACKUP_KEY, is an EnvError naming the variable (never showing the key).
 */
export function parseBackupConfig(source: Record<string, string | undefined>): BackupConfig {
  const result = backupSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value =
        name === "BACKUP_KEY" || name.startsWith("AWS_")
          ? ""
          : ` (got ${JSON.stringify(String(source[name]).slice(0, 100))})`;
      return `${name} ${issue.message}${value}`;
    });
    throw new EnvError([...new Set(problems)].join("; "));
  }
  const env = result.data;
  if (!env.BACKUP_URL) return { configured: false };
  if (!env.BACKUP_KEY)
    throw new EnvError(
      "BACKUP_KEY must be set when BACKUP_URL is: the passphrase the off-site backups are encrypted under",
    );
  const [bucket, ...rest] = env.BACKUP_URL.slice("s3://".length).split("/");
  const path = rest.filter(Boolean).join("/");
  return {
    configured: true,
    bucket: bucket!,
    prefix: path ? `${path}/` : "",
    endpoint: env.BACKUP_S3_ENDPOINT,
    // A store other than AWS ignores the region; the client still wants one.
    region: env.AWS_REGION ?? (env.BACKUP_S3_ENDPOINT ? "auto" : "us-east-1"),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
    key: env.BACKUP_KEY,
    everyMs: parseEvery(env.BACKUP_EVERY ?? "1h")!,
    keep: parseKeep(env.BACKUP_KEEP ?? "48h,30d,12m")!,
  };
}

let cached: BackupConfig | undefined;

/** The process's backup settings, read once. */
export function backupConfig(): BackupConfig {
  cached ??= parseBackupConfig(process.env);
  return cached;
}
