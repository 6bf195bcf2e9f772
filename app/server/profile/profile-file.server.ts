import { closeSync, openSync, readSync } from "node:fs";
import { extname, resolve } from "node:path";
import { parseDocument } from "yaml";
import { z } from "zod";
import { type Profile, profileSchema } from "~/profiles/schema";
import { reasonOf, StartupError } from "../start-up-error.server";
import { profileIssueMessage } from "./profile-issues.server";

// A business's own profile, from a JSON or YAML file named by SITE_PROFILE, checked at start by the
// same schema as the shipped profiles (docs/decisions/0033-profile-files-and-sample-details.md).

/**
 * The largest profile file read: the shipped profiles are tens of kilobytes (neighbourhood pages
 * and all), so this is room to grow, and a file too large for memory is refused unread.
 */
export const maxProfileBytes = 1024 * 1024;

/**
 * How many values the aliases (`*name`) of a YAML file may build out: a few repeated values are
 * fine, aliases of aliases that would fill memory are refused as the YAML library counts them.
 */
const maxAliasCount = 100;

/** The endings a profile file may have, and how each is read. */
export const profileFileFormats = { ".json": "json", ".yaml": "yaml", ".yml": "yaml" } as const;

/** Why a profile file cannot be used: the file, and each problem by its place in the file. */
export class ProfileFileError extends StartupError {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      problems.length === 1
        ? `SITE_PROFILE file ${file}: ${problems[0]}`
        : `SITE_PROFILE file ${file} has ${problems.length} problems:\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
}

/** "line 3, column 7" for an offset into the text. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return `line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}`;
}

function parseJson(text: string): { value: unknown } | { problems: string[] } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    const reason = message.replace(/\s*(in JSON )?at position \d+.*$/s, "").replace(/^JSON\.parse: /, "");
    return { problems: [`${lineAndColumn(text, offset)}: not valid JSON: ${reason}`] };
  }
}

function parseYaml(text: string): { value: unknown } | { problems: string[] } {
  const document = parseDocument(text, { prettyErrors: false });
  if (document.errors.length === 0) {
    try {
      return { value: document.toJS({ maxAliasCount }) as unknown };
    } catch (error) {
      // Thrown (a ReferenceError) for an alias whose anchor comes later or nowhere, and for
      // aliases that would build out more than maxAliasCount values.
      if (!(error instanceof ReferenceError)) throw error;
      const reason = /^Excessive alias count/.test(error.message)
        ? "its aliases (*name) repeat what they point to too many times over"
        : reasonOf(error);
      return { problems: [`not valid YAML: ${reason}`] };
    }
  }
  return {
    problems: document.errors.map(
      (error) => `${lineAndColumn(text, error.pos[0])}: not valid YAML: ${error.message.split("\n")[0]}`,
    ),
  };
}

/** `business.hours[1].opens` for a path into the profile. */
export function fieldPath(path: readonly PropertyKey[]): string {
  const written = path
    .map((key, i) =>
      typeof key === "number"
        ? `[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `${i === 0 ? "" : "."}${String(key)}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join("");
  return written === "" ? "the whole file" : written;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Fields the schema does not know, with their paths: the schema would drop them silently, and a
 * misspelt optional field (`eybrow`) would then just not show.
 */
export function unknownFields(schema: z.ZodType, value: unknown): string[] {
  return unknownFieldPaths(schema, value).map((path) => `${fieldPath(path)}: ${unknownFieldMessage}`);
}

export const unknownFieldMessage = "not a profile field (misspelt, or in the wrong place?)";

/** The paths of the fields the schema does not know. */
export function unknownFieldPaths(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): PropertyKey[][] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unknownFieldPaths(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodPipe) return unknownFieldPaths(schema.in as z.ZodType, value, path);
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, i) => unknownFieldPaths(schema.element as z.ZodType, item, [...path, i]));
  if (schema instanceof z.ZodObject && isRecord(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.entries(value).flatMap(([key, item]) => {
      const field = shape[key];
      return field ? unknownFieldPaths(field, item, [...path, key]) : [[...path, key]];
    });
  }
  return [];
}

/** Checks a parsed profile: the profile, or every problem by its path (`business.hours[1].opens: expected HH:MM`). */
export function checkProfile(value: unknown): { profile: Profile } | { problems: string[] } {
  const result = profileSchema.safeParse(value, { error: profileIssueMessage });
  const unknown = unknownFields(profileSchema, value);
  if (result.success && unknown.length === 0) return { profile: result.data };
  const invalid = result.success
    ? []
    : result.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`);
  return { problems: [...new Set([...invalid, ...unknown])] };
}

/** The file's bytes, or null when it holds more than `limit` (only limit + 1 of them are read). */
function readAtMost(file: string, limit: number): Buffer | null {
  const buffer = Buffer.alloc(limit + 1);
  const fd = openSync(file, "r");
  try {
    let length = 0;
    for (let read = -1; read !== 0 && length <= limit; length += read) {
      read = readSync(fd, buffer, length, buffer.length - length, null);
    }
    return length > limit ? null : buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the profile file at `path` (relative to `cwd`, the folder the server runs in), or throws a
 * ProfileFileError listing everything wrong with it.
 */
export function readProfileFile(path: string, cwd = process.cwd()): Profile {
  const file = resolve(cwd, path);
  const checked = checkProfile(parseProfileFile(path, cwd));
  if ("problems" in checked) throw new ProfileFileError(file, checked.problems);
  return checked.profile;
}

/**
 * The profile file at `path` as written, not checked yet, or a ProfileFileError when it cannot be
 * read or is not JSON or YAML.
 */
export function parseProfileFile(path: string, cwd = process.cwd()): unknown {
  const file = resolve(cwd, path);
  const format = profileFileFormats[extname(file).toLowerCase() as keyof typeof profileFileFormats];
  if (!format) throw new ProfileFileError(file, ["a profile file ends in .json, .yaml or .yml"]);
  let bytes: Buffer | null;
  try {
    bytes = readAtMost(file, maxProfileBytes);
  } catch (error) {
    throw new ProfileFileError(file, [`cannot be read: ${reasonOf(error)}`]);
  }
  if (!bytes) {
    throw new ProfileFileError(file, [
      `is larger than a profile can be (${maxProfileBytes / 1024} KiB at most)`,
    ]);
  }
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  const parsed = format === "json" ? parseJson(text) : parseYaml(text);
  if ("problems" in parsed) throw new ProfileFileError(file, parsed.problems);
  return parsed.value;
}
