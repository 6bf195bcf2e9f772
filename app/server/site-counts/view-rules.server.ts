import { isbot } from "isbot";
import { cleanLine } from "~/lib/clean-text";
import { type ReferrerGroup, referrerGroup } from "~/lib/site-counts";

// Which answers of the server are counted as a page view, and what is kept of one.

/** What the counting reads of a request the server has answered. */
export type AnsweredRequest = {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The URL's query as sent, without "?" (where the utm_* tags are). */
  query: string;
  status: number;
  header: (name: string) => string | undefined;
};

/**
 * The most of a header, the path or the address a counted event keeps (docs/decisions/0043): a
 * browser's user agent is a few hundred characters, a referrer's host and a page's path are at the
 * start, and a request can carry tens of kilobytes that the counting would only hold and throw away.
 */
export const maxFieldLength = 512;
export const cut = (value: string) =>
  value.length > maxFieldLength ? value.slice(0, maxFieldLength) : value;

/** Desk, API, resource and asset paths: never a public page, whatever else is true. */
const deskPaths = /^\/(admin|api|resources|assets|og)(\/|$)|^\/(robots\.txt|sitemap\.xml|favicon)/;

/** Whether the request only fetches the page ahead of a visit that may never happen. */
function isPrefetch(header: AnsweredRequest["header"]): boolean {
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`;
  return /\bprefetch\b/i.test(purpose) || /prefetch/i.test(header("x-moz") ?? "");
}

/** A trailing slash is the same page. */
export const pagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** isbot's answers by user agent: a site's visitors send the same few, and the test is a large pattern. */
const botAnswers = new Map<string, boolean>();

/** Whether a user agent is a bot's (or missing); remembered for the last thousand seen. */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let bot = botAnswers.get(userAgent);
  if (bot === undefined) {
    if (botAnswers.size >= 1_000) botAnswers.clear();
    bot = isbot(userAgent);
    botAnswers.set(userAgent, bot);
  }
  return bot;
}

/**
 * Whether the answer is a view of a public page: a GET answered 200 with one of `publicPaths`, by a
 * browser a person uses. Not counted: HEAD, a 304 (the page came from the browser's cache), a 404,
 * prefetches, bots (isbot), and the desk's own paths.
 */
export function isCountedView(request: AnsweredRequest, publicPaths: ReadonlySet<string>): boolean {
  if (!isPublicPageAnswer(request, publicPaths)) return false;
  if (isPrefetch(request.header)) return false;
  return !isBotAgent(request.header("user-agent"));
}

/** Whether the answer is a GET of one of `publicPaths` answered 200: the first, cheapest test of a view. */
export function isPublicPageAnswer(
  request: Pick<AnsweredRequest, "method" | "path" | "status">,
  publicPaths: ReadonlySet<string>,
): boolean {
  if (request.method !== "GET" || request.status !== 200) return false;
  const path = pagePath(request.path);
  return !deskPaths.test(path) && publicPaths.has(path);
}

/** Phone or desktop: the browser's own client hint when it sends one, else its user agent. */
export function deviceOf(header: AnsweredRequest["header"]): "phone" | "desktop" {
  const hint = header("sec-ch-ua-mobile");
  if (hint === "?1") return "phone";
  if (hint === "?0") return "desktop";
  return /Mobi|iPhone|iPod|Android.*Mobile|Opera Mini|IEMobile|BlackBerry/i.test(header("user-agent") ?? "")
    ? "phone"
    : "desktop";
}

/** The browser asks not to be tracked (Global Privacy Control or Do Not Track): no visitor hash. */
export const asksNotToBeTracked = (header: AnsweredRequest["header"]) =>
  header("sec-gpc") === "1" || header("dnt") === "1";

const tagLength = 100;
/** A campaign tag as typed into a link: cleaned as lead text is (no NUL, no control marks), cut short. */
export const cleanTag = (value: string | null | undefined) => {
  const cleaned = value ? cleanLine(value).slice(0, tagLength) : "";
  return cleaned ? cleaned : null;
};
const tag = (query: URLSearchParams, name: string) => cleanTag(query.get(name));

export type Source = {
  referrerGroup: ReferrerGroup;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/**
 * Where the view came from: the referring site's group and the campaign tags in the page's URL. A
 * referrer on one of `ownHosts` (the public address's, the one the request was sent to) is direct.
 */
export function sourceOf(request: AnsweredRequest, ownHosts: readonly string[]): Source {
  const group = referrerGroup(request.header("referer"), ownHosts);
  // Most views carry no campaign tags: no need to parse their query.
  if (!request.query.includes("utm"))
    return { referrerGroup: group, utmSource: null, utmMedium: null, utmCampaign: null };
  const query = new URLSearchParams(request.query);
  return {
    referrerGroup: group,
    utmSource: tag(query, "utm_source"),
    utmMedium: tag(query, "utm_medium"),
    utmCampaign: tag(query, "utm_campaign"),
  };
}
