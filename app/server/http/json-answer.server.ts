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

/** An API answer independent of the web framework: the Express fast path and React Router both send it. */
export type ApiAnswer = { status: number; body: unknown; headers: Record<string, string> };

export const apiAnswer = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiAnswer => ({
  status,
  body,
  headers: { "Cache-Control": "no-store", ...headers },
});

/** A raw request body as a JSON object, or the 400 answer that says why it is not one. */
export function parseJsonObject(
  rawBody: string,
): { ok: true; body: Record<string, unknown> } | { ok: false; answer: ApiAnswer } {
  const refused = (form: string) => ({ ok: false as const, answer: apiAnswer(400, { errors: { form } }) });
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return refused("The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refused("The request body must be a JSON object.");
  }
  return { ok: true, body: body as Record<string, unknown> };
}
