import { data, isRouteErrorResponse } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import type { Toast } from "~/lib/toast";

/**
 * Whether the server could not be reached: the browser's fetch itself failed (no connection), or a
 * proxy in front of the server answered that it could not reach it (502, 504).
 */
function unreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return isRouteErrorResponse(error) && (error.status === 502 || error.status === 504);
}

/**
 * Every desk action, in the browser: the server's answer as it comes; when the server cannot be
 * reached (the connection is gone), or failed unexpectedly, the action's failure notice as its
 * answer, saying which. The desk stays on its page; a form keeps what was typed and a control shows
 * the stored value again. The answer's status (503, 500) tells React Router not to read the page's
 * data again. A refusal or a redirect the server chose (403, 404, a sign-in) is its own answer:
 * React Router shows it as always. A route exports this as its clientAction
 * (`clientAction = deskClientAction`, or with the action's own notice title).
 */
export async function deskClientAction<T>(
  { serverAction }: { serverAction: () => Promise<T> },
  title: string = copy.notices.updateError,
) {
  try {
    return await serverAction();
  } catch (error) {
    if (unreachable(error)) {
      const toast: Toast = { title, text: copy.notices.unreachable, tone: "error" };
      return data({ toast, unreachable: true as const }, { status: 503 });
    }
    if (isRouteErrorResponse(error) || error instanceof Response || !(error instanceof Error)) throw error;
    // An error the server's action threw (a 500): it reaches the browser as a plain Error.
    const toast: Toast = { title, text: copy.notices.serverFailed, tone: "error" };
    return data({ toast }, { status: 500 });
  }
}

/** The clientAction of a desk action whose failure notice has its own title. */
export const deskClientActionTitled =
  (title: string) =>
  <T>(args: { serverAction: () => Promise<T> }) =>
    deskClientAction(args, title);
