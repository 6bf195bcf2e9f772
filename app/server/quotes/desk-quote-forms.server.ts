import { data, redirect } from "react-router";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import type { Toast } from "~/lib/toast";
import { flashNotice } from "~/server/http/flash-notice.server";
import { staffHeaders } from "~/server/http/staff-headers.server";
import {
  applyIntent,
  type BuilderDraft,
  draftToInput,
  fieldOfProblem,
  lineDefaults,
} from "~/lib/quotes/builder-draft";
import { draftFromForm } from "~/lib/quotes/builder-form";
import { adminCopy } from "~/lib/admin-copy";
import { quoteInputSchema, type QuoteInput } from "~/lib/quotes/quote-input";
import { quoteSettingsOf } from "~/lib/quotes/quote-input";
export { quoteSettingsOf };
import type { Site } from "~/lib/site";
import type { QuoteSettings } from "~/profiles/quote-settings-schema";
import type { DeskStaff } from "~/server/auth/require-role.server";
import type { Db } from "~/server/db/connect.server";
import type { QuoteDeps, QuoteResult } from "./quote-store.server";

// The desk's quote builder on the server: what a post of its form asks for (a row added or removed,
// or the quote saved), and the quote as written from what was typed, with each problem by its field.

const copy = adminCopy.quotes;

/** The business's GSTIN, or null: not registered. */
export const businessGstinOf = (site: Site): string | null => site.business.gstin ?? null;

/** The profile service a lead asked for, by the enquiry form's words (its title), if one matches. */
export function leadServiceId(site: Site, asked: string | null | undefined): string | null {
  if (!asked) return null;
  const words = asked.trim().toLowerCase();
  return site.services.find((service) => service.title.trim().toLowerCase() === words)?.id ?? null;
}

export const storeDeps = (db: Db, now: Date, member: DeskStaff, site: Site): QuoteDeps => ({
  db,
  now,
  site,
  actor: { id: member.id, email: member.email, role: member.role === "admin" ? "admin" : "staff" },
});

export type BuilderPost =
  | { kind: "rows"; draft: BuilderDraft }
  | { kind: "save"; draft: BuilderDraft; input: QuoteInput }
  | { kind: "invalid"; draft: BuilderDraft; errors: Record<string, string> };

/**
 * A post of the builder's form: a row button (the draft with that change, nothing saved), or Save
 * (the quote as written, checked; or its problems by field).
 */
export function readBuilderPost(form: FormData, settings: QuoteSettings): BuilderPost {
  const draft = draftFromForm(form);
  const intent = form.get("intent");
  if (typeof intent === "string" && intent !== "save") {
    const defaults = lineDefaults(settings, draft.service || null);
    return { kind: "rows", draft: applyIntent(draft, intent, defaults) };
  }
  const input = draftToInput(draft) as QuoteInput;
  const parsed = quoteInputSchema.safeParse(input);
  if (parsed.success) return { kind: "save", draft, input };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[fieldOfProblem(issue.path.join(".")) || "form"] ??= issue.message;
  return { kind: "invalid", draft, errors };
}

/** A store's refusal as the builder's problems, by field where one shows it. */
export function problemsOf(result: Exclude<QuoteResult<unknown>, { kind: "done" }>): Record<string, string> {
  switch (result.kind) {
    case "invalid": {
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(result.errors))
        errors[fieldOfProblem(path) || "form"] ??= message;
      return errors;
    }
    case "conflict":
    case "forbidden":
      return { form: result.error };
    case "not-found":
      return { form: copy.page.notFound.text };
  }
}

/**
 * The builder page's action once the member may write: a row button comes back with the change
 * (nothing typed is lost); Save hands the quote as written to `store` (a new quote, or the newest
 * version changed) and opens the quote, or comes back with each problem by its field.
 */
export async function builderAction(
  form: FormData,
  site: Site,
  store: (input: QuoteInput) => Promise<QuoteResult<{ id: string; number: string }>>,
) {
  const post = readBuilderPost(form, quoteSettingsOf(site));
  if (post.kind === "rows") return data({ draft: post.draft, errors: {} }, { headers: staffHeaders });
  const fail = (errors: Record<string, string>) => {
    const toast: Toast = { title: copy.notices.notSaved, text: copy.notices.fixBelow, tone: "error" };
    return data({ draft: post.draft, errors, toast }, { status: 400, headers: staffHeaders });
  };
  if (post.kind === "invalid") return fail(post.errors);
  const result = await store(post.input);
  if (result.kind === "not-found") throw data(null, { status: 404, headers: staffHeaders });
  if (result.kind !== "done") return fail(problemsOf(result));
  const text = fillTemplate(copy.notices.saved.text, { number: result.value.number });
  throw redirect(deskPaths.quote(result.value.id), {
    status: 303,
    headers: flashNotice({ title: copy.notices.saved.title, text, tone: "success" }),
  });
}
