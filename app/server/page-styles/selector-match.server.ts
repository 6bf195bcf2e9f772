/**
 * What a rendered page has that a selector can ask for: its element names, classes, ids and
 * attribute names, and the types of its inputs (some pseudo-elements exist on one type only).
 */
export type PageTokens = {
  tags: ReadonlySet<string>;
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
  inputTypes: ReadonlySet<string>;
};

/** Whether a selector could match somewhere in a page with these tokens. */
export type CanMatch = (page: PageTokens) => boolean;

const always: CanMatch = () => true;

/** Pseudo-classes whose argument is a selector list that must itself be able to match. */
const selectorListPseudos = new Set(["is", "where", "matches", "any", "-webkit-any", "-moz-any", "has"]);

/**
 * Pseudo-elements that exist only on some elements (a placeholder on a text field, a details
 * marker on a summary, a date field's parts on a date input): a selector with one needs one of
 * those elements on the page. Preflight styles each of them; a page of text fields needs none of
 * the date, number, search or file inputs' parts.
 */
function pseudoElementHosts(name: string): CanMatch | null {
  const has =
    (...tags: string[]): CanMatch =>
    (page) =>
      tags.some((tag) => page.tags.has(tag));
  const input =
    (...types: string[]): CanMatch =>
    (page) =>
      page.tags.has("input") && types.some((type) => page.inputTypes.has(type));
  if (name === "placeholder") return has("input", "textarea");
  if (name === "file-selector-button" || name === "-webkit-file-upload-button") return input("file");
  if (/^-webkit-(date|datetime|calendar)/.test(name))
    return input("date", "datetime-local", "month", "week", "time");
  if (/^-webkit-(inner|outer)-spin/.test(name)) return input("number");
  if (/^-webkit-search/.test(name)) return input("search");
  if (name === "-webkit-details-marker") return has("summary");
  if (name === "details-content") return has("details");
  return null;
}

const isHex = (c: string | undefined) => c !== undefined && /[0-9a-fA-F]/.test(c);
const isIdentChar = (c: string | undefined) =>
  c !== undefined && (/[\w-]/.test(c) || c.charCodeAt(0) >= 0x80 || c === "\\");

/** A CSS identifier starting at `at`, its escapes undone (`md\:grid-cols-2` is "md:grid-cols-2"). */
function readIdent(s: string, at: number): { value: string; end: number } {
  let value = "";
  let i = at;
  while (i < s.length && isIdentChar(s[i])) {
    if (s[i] !== "\\") {
      value += s[i++];
      continue;
    }
    i++;
    if (isHex(s[i])) {
      let hex = "";
      while (hex.length < 6 && isHex(s[i])) hex += s[i++];
      if (s[i] === " " || s[i] === "\n" || s[i] === "\t") i++;
      const code = parseInt(hex, 16);
      value += code === 0 || code > 0x10ffff ? "\ufffd" : String.fromCodePoint(code);
    } else if (i < s.length) {
      value += s[i++];
    }
  }
  return { value, end: i };
}

/** The index just past the bracket or parenthesis that closes the one at `at`. */
function skipBalanced(s: string, at: number): number {
  const open = s[at];
  const close = open === "(" ? ")" : "]";
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      const quote = c;
      for (i++; i < s.length && s[i] !== quote; i++) if (s[i] === "\\") i++;
    } else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return s.length;
}

/**
 * A selector list read from `at` up to its end or to the `)` that closes it: whether any of its
 * selectors could match. A selector could match when the page has every class, id, element and
 * attribute name it names outside `:not()` and the like; pseudo-classes (`:hover`, `:focus-visible`,
 * `:open`) and pseudo-elements never rule one out, since a visitor or the browser brings them about.
 * Anything not understood counts as able to match.
 */
function readList(s: string, at: number): { canMatch: CanMatch; end: number } {
  const alternatives: CanMatch[] = [];
  let checks: CanMatch[] = [];
  let understood = true;
  let i = at;
  const endAlternative = () => {
    const all = checks;
    alternatives.push(!understood || all.length === 0 ? always : (page) => all.every((check) => check(page)));
    checks = [];
    understood = true;
  };
  while (i < s.length && s[i] !== ")") {
    const c = s[i]!;
    if (c === ",") {
      endAlternative();
      i++;
    } else if (/[\s>+~*&]/.test(c)) {
      i++;
    } else if (c === "." || c === "#") {
      const { value, end } = readIdent(s, i + 1);
      checks.push(c === "." ? (page) => page.classes.has(value) : (page) => page.ids.has(value));
      i = end;
    } else if (c === "[") {
      let j = i + 1;
      while (s[j] === " ") j++;
      const { value, end } = readIdent(s, j);
      const name = value.toLowerCase();
      // A namespaced attribute (`[xlink|href]`) is not worth understanding.
      if (s[end] === "|" && s[end + 1] !== "=") understood = false;
      else if (name) checks.push((page) => page.attributes.has(name));
      i = skipBalanced(s, i);
    } else if (c === ":") {
      const element = s[i + 1] === ":";
      const { value, end } = readIdent(s, i + (element ? 2 : 1));
      i = end;
      const hosts = element ? pseudoElementHosts(value.toLowerCase()) : null;
      if (hosts) checks.push(hosts);
      if (s[i] !== "(") continue;
      if (!element && selectorListPseudos.has(value.toLowerCase())) {
        const inner = readList(s, i + 1);
        checks.push(inner.canMatch);
        i = inner.end + 1;
      } else {
        i = skipBalanced(s, i);
      }
    } else if (isIdentChar(c)) {
      const { value, end } = readIdent(s, i);
      const tag = value.toLowerCase();
      if (s[end] === "|") understood = false;
      else checks.push((page) => page.tags.has(tag));
      i = end;
    } else {
      understood = false;
      i++;
    }
  }
  endAlternative();
  const canMatch: CanMatch =
    alternatives.length === 1 ? alternatives[0]! : (page) => alternatives.some((check) => check(page));
  return { canMatch, end: i };
}

/** Whether any selector of a rule's selector list could match a page, made once per rule. */
export function selectorCanMatch(selectorList: string): CanMatch {
  return readList(selectorList, 0).canMatch;
}
