// What React and React Router write for a page that a script will take over (hydrate), which a page
// sent without that script (every public page) has no use for: the router's data-discover="true" on
// every link, so that its script can find the routes a visitor may go to next, and React's empty
// comments between adjacent texts, so that its script can tell them apart. Some thirty of each on a
// neighbourhood page, in its first round trip.

/** `html` without the marks only hydration reads. */
export function withoutHydrationMarks(html: string): string {
  // Only inside an <a> tag, and only whole comments: text and attribute values are escaped, so a
  // quote or a "<" written by the owner (even in JSON-LD, where "<" is escaped) never matches.
  return html.replace(/(<a\s[^>]*?) data-discover="true"/g, "$1").replaceAll("<!-- -->", "");
}
