import type { z } from "zod";

// Zod's own wording is written for programmers ("Invalid input: expected string, received
// undefined"); someone editing a profile file reads these instead. A message the schema gives
// itself ("expected HH:MM") is kept.

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const kindOf = (value: unknown): string =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "a list"
      : typeof value === "object"
        ? "an object"
        : `a ${typeof value}`;

const expectedKind: Record<string, string> = {
  string: "a text",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

const items = (count: number | bigint) => (Number(count) === 1 ? "1 item" : `${count} items`);

/** A profile issue in plain words, or undefined to keep Zod's. */
export function profileIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "missing";
      return `expected ${expectedKind[issue.expected] ?? issue.expected}, got ${kindOf(issue.input)}`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? "must not be empty"
          : `must be at least ${issue.minimum} characters`;
      if (issue.origin === "array")
        return issue.exact
          ? `expected exactly ${items(issue.minimum)}`
          : `expected at least ${items(issue.minimum)}`;
      return `must be at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `must be at most ${issue.maximum} characters`;
      if (issue.origin === "array")
        return issue.exact
          ? `expected exactly ${items(issue.maximum)}`
          : `expected at most ${items(issue.maximum)}`;
      return `must be at most ${issue.maximum}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `expected ${JSON.stringify(issue.values[0])}`
        : `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    case "invalid_format":
      if (issue.format === "email") return "expected an e-mail address";
      if (issue.format === "includes") return `must contain ${JSON.stringify(issue.includes)}`;
      return undefined;
    default:
      return undefined;
  }
}
