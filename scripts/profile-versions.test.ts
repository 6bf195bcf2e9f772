import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { ensureCurrentBuild } from "../tests/support/built-server";

// The published site from the command line, as an owner runs it: export it to a file, edit the
// file, import it as the new version; a file with mistakes is refused whole, every mistake named.

const root = new URL("../", import.meta.url).pathname;
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "profile-versions-"));
  ensureCurrentBuild();
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (command: string) =>
  promisify(execFile)("sh", ["-c", command], {
    cwd: root,
    env: { ...process.env, SITE_PROFILE: "carpentry", DATABASE_URL: join(dir, "app.db"), DATA_DIR: dir },
  });

it("exports the published site, and imports an edited copy as the next version", async () => {
  const file = join(dir, "site.json");
  await run(`npm run profile -- export > ${file}`);
  const exported = JSON.parse(readFileSync(file, "utf8")) as typeof profiles.carpentry;
  expect(exported).toEqual(JSON.parse(JSON.stringify(profiles.carpentry)));

  exported.business.name = "Teak & Tenon Works";
  writeFileSync(file, JSON.stringify(exported));
  const imported = await run(`npm run profile -- import ${file}`);
  expect(imported.stdout).toContain("is published as version 2");

  await run(`npm run profile -- export --format yaml > ${join(dir, "site.yaml")}`);
  const yaml = readFileSync(join(dir, "site.yaml"), "utf8");
  expect(yaml).toMatch(/^# Version 2 of the site/);
  expect(yaml).toContain("name: Teak & Tenon Works");
}, 120_000);

it("refuses a file with mistakes, naming each by its path, and publishes nothing", async () => {
  const file = join(dir, "broken.json");
  const broken = structuredClone(profiles.carpentry) as Record<string, unknown> & typeof profiles.carpentry;
  broken.business.phone = "98450";
  broken.services[1]!.title = "";
  writeFileSync(file, JSON.stringify(broken));
  const failed = await run(`npm run profile -- import ${file}`).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toContain("business.phone: expected +91 and 10 digits");
  expect(failed?.stderr).toContain("services.1.title: must not be empty");
  const after = await run(`npm run --silent profile -- export`);
  expect((JSON.parse(after.stdout) as typeof broken).business.phone).not.toBe("98450");
}, 120_000);
