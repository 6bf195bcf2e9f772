import type { PageTokens } from "./selector-match.server";

/**
 * What a page gains after it is served, which its rendered HTML does not show: attributes the
 * public pages' script sets (app/client: the menu's `hidden` and `aria-expanded`, a form's
 * `aria-busy` and `aria-invalid`, `data-enhanced` once it has run, the photo viewer's `sizes`) and `open`, which the browser
 * sets on a <details> the visitor opens. None of the script's changes adds a class or an element;
 * a test reads app/client to hold this list to what the script does.
 */
export const addedAfterServing = {
  attributes: [
    "hidden",
    "open",
    "aria-expanded",
    "aria-label",
    "aria-busy",
    "aria-invalid",
    "aria-describedby",
    "data-enhanced",
    "sizes",
  ],
  classes: [] as string[],
} as const;

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

/** An attribute's value as the browser reads it (React writes `&`, quotes and angle brackets as references). */
function decode(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// React's markup: every `<` in text and attribute values is written as `&lt;` (and in JSON-LD as
// \u003c), so each `<` followed by a letter opens an element, <template> contents included.
const tagPattern = /<([a-zA-Z][^\s/>]*)([^>]*)>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The element names, classes, ids, attribute names and input types of a rendered page, and what it
 * gains later. (The script never changes an input's type.)
 */
export function pageTokens(html: string): PageTokens {
  const tags = new Set(["html", "head", "body"]);
  const classes = new Set<string>(addedAfterServing.classes);
  const ids = new Set<string>();
  const attributes = new Set<string>(addedAfterServing.attributes);
  const inputTypes = new Set<string>();
  for (const [, tag, rest] of html.matchAll(tagPattern)) {
    const element = tag!.toLowerCase();
    tags.add(element);
    // An input without a type is a text field.
    if (element === "input") inputTypes.add("text");
    if (!rest) continue;
    for (const [, rawName, double, single, bare] of rest.matchAll(attributePattern)) {
      const name = rawName!.toLowerCase();
      attributes.add(name);
      const value = double ?? single ?? bare;
      if (value === undefined) continue;
      if (name === "class") {
        for (const token of decode(value).split(/\s+/)) if (token) classes.add(token);
      } else if (name === "id") ids.add(decode(value));
      else if (name === "type" && element === "input") inputTypes.add(decode(value).toLowerCase());
    }
  }
  return { tags, classes, ids, attributes, inputTypes };
}
