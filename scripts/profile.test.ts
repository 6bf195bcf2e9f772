import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { ensureCurrentBuild } from "../tests/support/built-server";

// `npm run profile -- init --from carpentry > my-business.json` exactly as a person types it: npm
// writes its banner to stdout first, and the file must still be the profile alone.

const root = new URL("../", import.meta.url).pathname;
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "profile-script-"));
  ensureCurrentBuild();
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shell = (command: string) => promisify(execFile)("sh", ["-c", command], { cwd: root });

it("npm run profile -- init --from carpentry > file writes the profile as JSON, and nothing else", async () => {
  const file = join(dir, "my-business.json");
  await shell(`npm run profile -- init --from carpentry > ${file}`);
  expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(JSON.parse(JSON.stringify(profiles.carpentry)));
}, 60_000);

it("npm run profile -- init --from interiors --format yaml > file starts with the file's own first line", async () => {
  const file = join(dir, "my-business.yaml");
  await shell(`npm run profile -- init --from interiors --format yaml > ${file}`);
  expect(readFileSync(file, "utf8")).toMatch(/^# A business profile for the site/);
}, 60_000);

it("appending (>>) to a file that has other text leaves that text alone", async () => {
  const file = join(dir, "notes.txt");
  writeFileSync(file, "my notes\n");
  await shell(`npm run profile -- init --from carpentry >> ${file}`);
  const text = readFileSync(file, "utf8");
  expect(text.startsWith("my notes\n")).toBe(true);
  expect(text).toContain('"id": "carpentry"');
}, 60_000);
