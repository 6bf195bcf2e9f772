import { describe, expect, it } from "vitest";
import { EnvError } from "../env.server";
import { parseBackupConfig, parseEvery, parseKeep } from "./backup-config.server";

// The off-site backup settings a start reads: each bad one named in one line, the key never shown.

const base = { BACKUP_URL: "s3://btm-desk-backups/site/desk", BACKUP_KEY: "a long passphrase here" };

describe("the off-site backup settings", () => {
  it("are off when BACKUP_URL is unset or empty", () => {
    expect(parseBackupConfig({})).toEqual({ configured: false });
    expect(parseBackupConfig({ BACKUP_URL: "", BACKUP_KEY: "" })).toEqual({ configured: false });
  });

  it("read the bucket, prefix, store, credentials and defaults", () => {
    expect(
      parseBackupConfig({
        ...base,
        BACKUP_S3_ENDPOINT: "https://abc.r2.cloudflarestorage.com",
        AWS_ACCESS_KEY_ID: "id",
        AWS_SECRET_ACCESS_KEY: "secret",
      }),
    ).toEqual({
      configured: true,
      bucket: "btm-desk-backups",
      prefix: "site/desk/",
      endpoint: "https://abc.r2.cloudflarestorage.com",
      region: "auto",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      key: base.BACKUP_KEY,
      everyMs: 3_600_000,
      keep: { hourly: 48, daily: 30, monthly: 12 },
    });
    expect(parseBackupConfig({ ...base, BACKUP_URL: "s3://btm-desk-backups" })).toMatchObject({
      prefix: "",
      region: "us-east-1",
      credentials: undefined,
    });
  });

  it("refuse BACKUP_URL without BACKUP_KEY, and a short key, without showing it", () => {
    expect(() => parseBackupConfig({ BACKUP_URL: base.BACKUP_URL })).toThrow(
      /^BACKUP_KEY must be set when BACKUP_URL is/,
    );
    const short = () => parseBackupConfig({ ...base, BACKUP_KEY: "hunter2" });
    expect(short).toThrow(EnvError);
    expect(short).toThrow("BACKUP_KEY must be at least 16 characters");
  });

  it("name each bad value in one line", () => {
    expect(() =>
      parseBackupConfig({ ...base, BACKUP_URL: "https://bucket", BACKUP_EVERY: "5m", BACKUP_KEEP: "lots" }),
    ).toThrow(
      'BACKUP_URL must be s3://bucket or s3://bucket/prefix (got "https://bucket"); BACKUP_EVERY must be minutes, hours or days like "30m", "1h" or "1d", from 15m to 7d (got "5m"); BACKUP_KEEP must be like "48h,30d,12m": hourly, daily and monthly backups to keep (got "lots")',
    );
  });

  it("read how often and how many to keep", () => {
    expect(parseEvery("30m")).toBe(1_800_000);
    expect(parseEvery("7d")).toBe(7 * 86_400_000);
    expect(parseEvery("8d")).toBeUndefined();
    expect(parseKeep("24h, 7d")).toEqual({ hourly: 24, daily: 7, monthly: 0 });
    expect(parseKeep("0h")).toBeUndefined();
  });
});
