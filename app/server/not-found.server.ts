import { data } from "react-router";
import { log } from "./log.server";

/** A 404 answer, with the bad path logged as a structured line. */
export function notFound(request: Request) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  log("warn", "page_not_found", { path, referrer: request.headers.get("referer") ?? undefined });
  return data({ notFound: true as const, path }, { status: 404 });
}
