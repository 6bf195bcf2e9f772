import { data, isRouteErrorResponse } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import type { Toast } from "~/lib/toast";

/**
 * Every desk action, in the browser: the server's answer as it comes, or, when the server cannot be
 * reached (the connection is gone), the action's failure notice as its answer. The desk stays on
 * its page; a form keeps what was typed and a control shows the stored value again. The answer's
 * status (503) tells React Router not to read the page's data again, which could not be reached
 * either. A route exports it as its clientAction (`clientAction = deskClientAction`, or with the
 * action's own notice title).
 */
export async function deskClientAction<T>(
  { serverAction }: { serverAction: () => Promise<T> },
  title: string = copy.notices.updateError,
) {
  try {
    return await serverAction();
  } catch (error) {
    // A refusal, a redirect or a server error is the server's own answer: React Router shows it.
    if (isRouteErrorResponse(error) || error instanceof Response) throw error;
    const toast: Toast = { title, text: copy.notices.unreachable, tone: "error" };
    return data({ toast, unreachable: true as const }, { status: 503 });
  }
}

/** The clientAction of a desk action whose failure notice has its own title. */
export const deskClientActionTitled =
  (title: string) =>
  <T>(args: { serverAction: () => Promise<T> }) =>
    deskClientAction(args, title);
