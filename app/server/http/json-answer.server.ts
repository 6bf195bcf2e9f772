/** A JSON answer of the desk's API: never cached. */
export const jsonAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export const noSuchLead = () => jsonAnswer({ error: "No such lead." }, 404);

/** The request's JSON object body, or the 400 answer to send instead. */
export async function jsonObjectOf(request: Request): Promise<Record<string, unknown> | Response> {
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return jsonAnswer({ errors: { form: "The request body must be a JSON object." } }, 400);
  }
  return body as Record<string, unknown>;
}

/** A zod error as `{ errors: { field: message } }`, the first message for each field. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
