import { parseArgs } from "node:util";
import { stringify } from "yaml";
import { z } from "zod";
import { isProfileId, profileIds, profiles } from "~/profiles";
import { profileSchema } from "~/profiles/schema";
import { logToStandardError } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import { publishedVersion, publishProfile } from "~/server/site-settings/site-versions.server";
import { parseProfileFile, readProfileFile } from "./profile-file.server";
import { sampleDetailsOf } from "./sample-details.server";
import {
  hiddenServiceChoices,
  spelledOutFacts,
  unfilledPlaceholders,
} from "../site-settings/fact-warnings.server";
import type { ProfileProblem } from "../site-settings/site-versions.server";
import { StartupError } from "../start-up-error.server";

const usage = `Usage:
  npm run profile -- init --from ${profileIds.join("|")} [--format json|yaml]
      print a complete profile to start your own business's from, e.g.
      npm run profile -- init --from carpentry > my-business.json
      then edit it and start with SITE_PROFILE=./my-business.json npm start
  npm run profile -- check FILE
      check a profile file as the server does at start, and list the sample details it still has
      and the texts that spell out a fact ({business}, {phone}…) instead of naming it
  npm run profile -- export [--format json|yaml] > site.json
      print the published version of the site (the one the servers show)
  npm run profile -- import FILE
      check a profile file and publish it as the new version of the site`;

/** An option or argument a command does not take: refused with `message`, which says where it belongs. */
const notTaken = (message: string) =>
  z
    .string()
    .optional()
    .refine((value) => value === undefined, message);
const fileFormat = z.enum(["json", "yaml"], { error: "--format must be json or yaml" }).default("json");

const cliInput = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("init"),
    from: z.string({ error: "--from is required: the shipped profile to start from" }),
    format: fileFormat,
    file: notTaken("init takes no file: its output is the file (> my-business.json)"),
  }),
  z.object({
    command: z.literal("check"),
    file: z.string({ error: "check needs the file to check: npm run profile -- check my-business.json" }),
    from: notTaken("--from is for init"),
    format: notTaken("--format is for init"),
  }),
  z.object({
    command: z.literal("export"),
    format: fileFormat,
    file: notTaken("export takes no file: its output is the file (> site.json)"),
    from: notTaken("--from is for init"),
  }),
  z.object({
    command: z.literal("import"),
    file: z.string({ error: "import needs the file to publish: npm run profile -- import site.json" }),
    from: notTaken("--from is for init"),
    format: notTaken("--format is for init and export"),
  }),
]);

function readCommandLine(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { from: { type: "string" }, format: { type: "string" } },
    });
    if (positionals.length > 2) return `unexpected ${positionals.slice(2).join(" ")}`;
    const parsed = cliInput.safeParse({ ...values, command: positionals[0], file: positionals[1] });
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    return issue.path[0] === "command" ? "choose init, check, export or import" : issue.message;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A shipped profile as a file's text: JSON, or YAML with a line saying what it is. */
export function profileFileText(id: keyof typeof profiles, format: "json" | "yaml"): string {
  // Through the schema, so the fields come in its order (app/profiles/schema.ts reads alongside).
  const profile = profileSchema.parse(profiles[id]);
  if (format === "json") return `${JSON.stringify(profile, null, 2)}\n`;
  return `# A business profile for the site (fields: app/profiles/schema.ts). Start with SITE_PROFILE=./this-file.yaml\n${stringify(profile)}`;
}

type Output = { out: (text: string) => void; err: (text: string) => void };

const standardOutput: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * `npm run profile -- init --from ID [--format json|yaml]` | `check FILE` (see the README). Returns
 * the exit code: 0 done, 1 the file cannot be used, 2 a wrong command line (the usage goes to
 * stderr, so it never lands in a file stdout was sent to).
 */
export function runProfileCli(argv: string[], output: Output = standardOutput): number | Promise<number> {
  const { out, err } = output;
  const input = readCommandLine(argv);
  if (typeof input === "string") {
    err(`${input}\n\n${usage}\n`);
    return 2;
  }
  if (input.command === "export") return exportPublished(input.format, output);
  if (input.command === "import") return importProfile(input.file, output);
  if (input.command === "init") {
    if (!isProfileId(input.from)) {
      err(
        `There is no profile "${input.from}": the shipped profiles are ${profileIds.join(" and ")}.\n\n${usage}\n`,
      );
      return 2;
    }
    out(profileFileText(input.from, input.format));
    return 0;
  }
  try {
    const profile = readProfileFile(input.file);
    const samples = sampleDetailsOf(profile);
    const areas = profile.landing ? `, ${profile.landing.areas.length} neighbourhood pages` : "";
    out(
      `${input.file}: a valid profile for ${profile.business.name} (${profile.services.length} services${areas}).\n`,
    );
    if (samples.length > 0)
      out(
        `Sample details it still carries (replace them, or set BUSINESS_PHONE / BUSINESS_EMAIL):\n${samples
          .map((detail) => `  ${detail.field}: ${detail.value}`)
          .join("\n")}\n`,
      );
    const warnings: [string, ProfileProblem[]][] = [
      ["placeholders nothing fills, shown as written", unfilledPlaceholders(profile)],
      ["texts that spell out a fact, and miss a change to it", spelledOutFacts(profile)],
      ["enquiry choices that are hidden services", hiddenServiceChoices(profile)],
    ];
    for (const [what, problems] of warnings)
      if (problems.length > 0)
        out(
          `Warning: ${what}:\n${problems.map((problem) => `  ${problem.path}: ${problem.message}`).join("\n")}\n`,
        );
    return 0;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    err(`${error.message}\n`);
    return 1;
  }
}

/** `export`: the published version, as typed, in JSON or YAML. */
async function exportPublished(format: "json" | "yaml", { out, err }: Output): Promise<number> {
  // What it prints is the file: opening the database says nothing there.
  logToStandardError();
  const { database } = await getRuntime();
  const version = await publishedVersion(database.db);
  if (!version) {
    err("No version of the site is published yet.\n");
    return 1;
  }
  out(
    format === "json"
      ? `${JSON.stringify(version.profile, null, 2)}\n`
      : `# Version ${version.id} of the site, published ${version.publishedAt}. Publish an edited copy with npm run profile -- import FILE\n${stringify(version.profile)}`,
  );
  return 0;
}

/** `import FILE`: checks the file and publishes it as the new version; every problem by its path. */
async function importProfile(file: string, { out, err }: Output): Promise<number> {
  let value: unknown;
  try {
    value = parseProfileFile(file);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    err(`${error.message}\n`);
    return 1;
  }
  const { database } = await getRuntime();
  const result = await publishProfile(database.db, value, { by: null, source: "import" });
  if (!result.ok) {
    err(
      `${file} was not published: ${result.problems.length === 1 ? "1 problem" : `${result.problems.length} problems`}\n${result.problems
        .map(({ path, message }) => `  ${path || "the whole file"}: ${message}`)
        .join("\n")}\n`,
    );
    return 1;
  }
  out(
    `${file} is published as version ${result.version.id}: every server shows it within a second or two.\n`,
  );
  return 0;
}
