import { z } from "zod";
import { siteSettingsCopy } from "~/lib/desk-copy/site-settings";
import type { FieldProblems } from "./section-fields.server";

// Reading a desk form's data: what was typed (to show it again), the version the page showed, its
// dotted field names as an object, and its problems told by the field that shows each.

const problems = siteSettingsCopy.problems;
/** What the form held, to show it again as typed when it is not published. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "intent" && name !== "base") values[name] = value;
  return values;
}

/** The version the page showed when the form was filled (`base`), if it says. */
export function baseOf(form: FormData): number | undefined {
  const base = z.coerce
    .number()
    .int()
    .min(1)
    .safeParse(form.get("base") || undefined);
  return base.success ? base.data : undefined;
}

/** The form's entries as an object: `days.0.opens` → `{ days: [{ opens }] }`; a name's last value wins. */
export function nested(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const keys = name.split(".");
    let at: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) at[key] = value;
      else at = (at[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  // A form's lists hold every index; holes (a field not sent) become empty entries.
  const dense = (value: unknown): unknown =>
    Array.isArray(value)
      ? Array.from(value, (item: unknown) => dense(item ?? {}))
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dense(item)]))
        : value;
  return dense(root) as Record<string, unknown>;
}

/**
 * The form's own problems by field; one for a field the form did not send (a form that was not the
 * page's own) is listed in the summary, where it shows.
 */
export function formProblems(error: z.ZodError, form: FormData): FieldProblems {
  const fields: Record<string, string> = {};
  const summary: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    // The whole week's problem (no day open) shows above the days.
    const name = path === "days" && issue.message === problems.noDayOpen ? "hours" : path;
    if (form.has(name) || name === "hours") fields[name] ??= issue.message;
    else summary.push(`${name || "form"}: ${issue.message}`);
  }
  return { fields, summary };
}

/** Both sets of problems; the form's own wins for a field both name. */
export function mergeProblems(own: FieldProblems, checked: FieldProblems): FieldProblems {
  return { fields: { ...checked.fields, ...own.fields }, summary: [...own.summary, ...checked.summary] };
}
