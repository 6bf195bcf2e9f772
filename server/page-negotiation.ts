// What a request for a page kept in memory asks of its answer (RFC 9110): the content coding it
// accepts (section 12.5.3) and whether its cached copy is still good (section 13.1.2). Both run on
// every page served, so they are plain string work, and a coding once chosen is remembered.

/** The codings a page is kept in: the smallest first, so it wins a tie. */
export type Coding = "br" | "gzip" | "identity";

/** A qvalue: 0 to 1, with at most three decimals. */
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The weight after a coding's ";", or 0 (refused) when it is not `q=<qvalue>`. */
function weightOf(parameters: string): number {
  const at = parameters.indexOf("=");
  if (at < 0 || parameters.slice(0, at).trim().toLowerCase() !== "q") return 0;
  const value = parameters.slice(at + 1).trim();
  return qvalue.test(value) ? Number(value) : 0;
}

/**
 * The coding to answer in, by the client's Accept-Encoding: the one with the highest weight, where
 * "*" weighs every coding not named, and q=0 refuses one. Not naming identity (nor "*") leaves it
 * acceptable, below every coding named. A tie goes to the smaller body. Without the header, or
 * when no coding is acceptable, the page is sent as it is.
 */
export function codingFor(acceptEncoding: string): Coding {
  let br = -1;
  let gzip = -1;
  let identity = -1;
  let any = -1;
  for (const member of acceptEncoding.split(",")) {
    const semicolon = member.indexOf(";");
    const name = (semicolon < 0 ? member : member.slice(0, semicolon)).trim().toLowerCase();
    const weight = semicolon < 0 ? 1 : weightOf(member.slice(semicolon + 1));
    if (name === "br") br = weight;
    else if (name === "gzip") gzip = weight;
    else if (name === "identity") identity = weight;
    else if (name === "*") any = weight;
  }
  if (br < 0) br = Math.max(any, 0);
  if (gzip < 0) gzip = Math.max(any, 0);
  // Below every weight a client can write (0.001), so any coding it names wins over it.
  if (identity < 0) identity = any < 0 ? 0.0001 : any;
  if (br > 0 && br >= gzip && br >= identity) return "br";
  if (gzip > 0 && gzip >= identity) return "gzip";
  return "identity";
}

/** Distinct Accept-Encoding values remembered; browsers send a handful, so this is never reached by them. */
const remembered = 64;
const chosen = new Map<string, Coding>();

/** codingFor, remembered for the values clients send most. */
export function codingForRequest(acceptEncoding: string | undefined): Coding {
  if (acceptEncoding === undefined) return "identity";
  let coding = chosen.get(acceptEncoding);
  if (coding === undefined) {
    coding = codingFor(acceptEncoding);
    if (chosen.size >= remembered) chosen.clear();
    chosen.set(acceptEncoding, coding);
  }
  return coding;
}

const entityTags = /(?:W\/)?("[^"]*")/g;

/**
 * Whether If-None-Match names the page's current entity tag, so the client's copy is good (304):
 * "*", or any tag in its list that matches by the weak comparison (W/ is not looked at).
 */
export function noneMatchHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  for (const [, opaque] of ifNoneMatch.matchAll(entityTags)) if (opaque === etag) return true;
  return false;
}
