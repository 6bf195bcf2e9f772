// React Router marks every link with data-discover="true" so that its client script can find the
// routes a visitor may go to next. A page sent without that script (every public page) has no use
// for it: on a neighbourhood page that is some thirty attributes in the first round trip.

/** `html` without the router's link-discovery attribute on its links. */
export function withoutDiscoveryHints(html: string): string {
  // Only inside an <a> tag: text and attribute values are escaped, so a quote or a "<a" written by
  // the owner (even in JSON-LD, where "<" is escaped) never matches.
  return html.replace(/(<a\s[^>]*?) data-discover="true"/g, "$1");
}
