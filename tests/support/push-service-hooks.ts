import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { FakePushService } from "./push-service";

/**
 * A fake push service started before a test file's tests and stopped after them, with a folder of
 * its own for the server's VAPID key file (`keyFile`).
 */
export function pushServiceForTests() {
  const push = new FakePushService();
  let dir = "";
  beforeAll(async () => {
    await push.start();
    dir = mkdtempSync(join(tmpdir(), "push-keys-"));
  });
  afterAll(async () => {
    await push.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { push, keyFile: () => join(dir, "vapid-keys.json") };
}
