import type { Toast } from "~/lib/toast";
import { getConfig } from "../site.server";

// A notice for the next page: a form posted without JavaScript to an endpoint that has no page of
// its own is answered with a redirect, and the page it lands on shows the notice once.

const name = "desk_notice";
const maxAgeSeconds = 60;

/** Secure whenever the site is served over https, like the session cookie. */
const cookie = (value: string, maxAge: number) =>
  `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${getConfig().site.publicUrl.startsWith("https:") ? "; Secure" : ""}`;

/** The Set-Cookie header that carries a notice to the next page. */
export function flashNotice(toast: Toast): Headers {
  const value = Buffer.from(JSON.stringify(toast)).toString("base64url");
  return new Headers({ "Set-Cookie": cookie(value, maxAgeSeconds) });
}

/** The notice waiting for this page, and the header that clears it; nothing when none waits. */
export function takeFlashNotice(request: Request): { toast?: Toast; headers?: Headers } {
  const raw = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (raw === undefined) return {};
  const headers = new Headers({ "Set-Cookie": cookie("", 0) });
  try {
    const parsed = JSON.parse(Buffer.from(raw, "base64url").toString()) as Partial<Toast>;
    if (typeof parsed.title !== "string" || typeof parsed.text !== "string") return { headers };
    const tone = parsed.tone === "error" ? "error" : "success";
    return { toast: { title: parsed.title, text: parsed.text, tone }, headers };
  } catch {
    return { headers };
  }
}
