import type { ContactClick } from "~/lib/site-counts";
import type { Clock } from "../clock.server";
import {
  type AnsweredRequest,
  asksNotToBeTracked,
  cut,
  deviceOf,
  isBotAgent,
  isCountedView,
  pagePath,
  type Source,
  sourceOf,
} from "./view-rules.server";
import { type ViewLimits, viewLimiter } from "./view-limits.server";
import type { SiteCountWriter } from "./writer.server";

/** A contact click's source is the page it was on, which the page's view already counted. */
const noSource: Source = { referrerGroup: "direct", utmSource: null, utmMedium: null, utmCampaign: null };

export type SiteCounterOptions = {
  writer: Pick<SiteCountWriter, "record">;
  now: Clock;
  /** The site's public pages (the only paths counted). */
  publicPaths: ReadonlySet<string>;
  /** Hosts whose referrer is the site itself: its public address's and the one the request was sent to. */
  publicHost: string;
  /** How many views of a page one visitor and one address can add a minute (see view-limits.server.ts). */
  limits?: ViewLimits;
};

/** What the server counts of the public pages it answers and the contact clicks they report. */
export function siteCounter({ writer, now, publicPaths, publicHost, limits }: SiteCounterOptions) {
  const limiter = viewLimiter(limits);
  return {
    /** Counts an answered request when it is a view of a public page (see isCountedView). */
    answered(request: AnsweredRequest, address: string): void {
      if (!isCountedView(request, publicPaths)) return;
      const at = now();
      const path = pagePath(request.path);
      const userAgent = cut(request.header("user-agent") ?? "");
      if (!limiter.counts(at, path, address, userAgent)) return;
      const host = request.header("host")?.replace(/:\d+$/, "");
      writer.record({
        at,
        kind: "view",
        path,
        source: sourceOf(request, host ? [publicHost, host] : [publicHost]),
        device: deviceOf(request.header),
        identity: asksNotToBeTracked(request.header) ? null : { address: cut(address), userAgent },
      });
    },
    /** Counts a contact click the page reported (already checked: a known kind, a public page), not a bot's. */
    clicked(kind: ContactClick, path: string, header: AnsweredRequest["header"]): void {
      if (isBotAgent(header("user-agent"))) return;
      writer.record({
        at: now(),
        kind,
        path: pagePath(path),
        source: noSource,
        device: deviceOf(header),
        identity: null,
      });
    },
    publicPaths,
  };
}

export type SiteCounter = ReturnType<typeof siteCounter>;
