import { data, redirect } from "react-router";
import type { Toast } from "~/lib/toast";
import { flashNotice } from "./flash-notice.server";
import { isDocumentPost, staffHeaders } from "./staff-headers.server";

/**
 * The end of a desk form's action: with JavaScript, the answer itself; without it and with a
 * `notice`, the notice for the next page and a 303 back to `to`, where it shows. `cookies` are those
 * the action set on the way (a renewed session).
 */
export function answerDeskPost<T>(
  request: Request,
  cookies: Headers,
  answer: { body: T; status: number; notice?: Toast; to: string },
) {
  const headers = new Headers(staffHeaders);
  for (const cookie of cookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (answer.notice && isDocumentPost(request)) {
    for (const cookie of flashNotice(answer.notice).getSetCookie()) headers.append("Set-Cookie", cookie);
    throw redirect(answer.to, { status: 303, headers });
  }
  return data(answer.body, { status: answer.status, headers });
}
