import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error -- s3rver ships no types; the few calls below are all the tests use
import S3rver from "s3rver";

type S3rverInstance = { run: () => Promise<{ port: number }>; close: () => Promise<void> };

/**
 * A local S3-compatible server (s3rver) on a free port, with one bucket, keeping its objects in a
 * temp folder; `stop()` and `start()` again take it away and bring it back on the same port.
 */
export class TestS3 {
  readonly dir = mkdtempSync(join(tmpdir(), "s3-test-"));
  readonly bucket = "site-backups";
  port = 0;
  private server: S3rverInstance | undefined;

  async start(): Promise<void> {
    const server = new (S3rver as new (options: object) => S3rverInstance)({
      address: "127.0.0.1",
      port: this.port,
      silent: true,
      directory: this.dir,
      configureBuckets: [{ name: this.bucket }],
    });
    this.port = (await server.run()).port;
    this.server = server;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The environment of a server that backs up to this store under `prefix`. */
  env(prefix: string): Record<string, string> {
    return {
      BACKUP_URL: `s3://${this.bucket}/${prefix}`,
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${this.port}`,
      // s3rver's own credentials.
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_REGION: "us-east-1",
    };
  }
}
