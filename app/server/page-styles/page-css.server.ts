import { type CssNode, parseCss, splitDeclarations } from "./css-blocks.server";
import { type CanMatch, type PageTokens, selectorCanMatch } from "./selector-match.server";

type Declaration = {
  text: string;
  /** The custom property it sets (`--tw-shadow`), if it sets one. */
  sets: string | null;
  /** The custom properties it reads with var(). */
  reads: string[];
};

type Prepared =
  | { kind: "rule"; selector: string; canMatch: CanMatch; declarations: Declaration[]; whole: string | null }
  | { kind: "group"; prelude: string; children: Prepared[] }
  | { kind: "keyframes"; name: string; text: string }
  | { kind: "font-face"; family: string; text: string }
  | { kind: "property"; name: string; text: string }
  | { kind: "other"; text: string };

const readsOf = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

function declaration(text: string): Declaration {
  const sets = /^\s*(--[\w-]+)\s*:/.exec(text)?.[1] ?? null;
  return { text, sets, reads: readsOf(text) };
}

const unquote = (text: string) => text.trim().replace(/^(["'])(.*)\1$/, "$2");

function prepare(nodes: readonly CssNode[]): Prepared[] {
  return nodes.map((node): Prepared => {
    if (node.kind === "group")
      return { kind: "group", prelude: node.prelude, children: prepare(node.children) };
    if (node.kind === "rule") {
      // A rule with rules nested in it is kept or dropped whole, its custom properties all read.
      const whole = node.nested ? `${node.selector}{${node.body}}` : null;
      const declarations = whole
        ? [{ text: "", sets: null, reads: readsOf(whole) }]
        : splitDeclarations(node.body).map(declaration);
      return {
        kind: "rule",
        selector: node.selector,
        canMatch: selectorCanMatch(node.selector),
        declarations,
        whole,
      };
    }
    const text = node.body === null ? `${node.prelude};` : `${node.prelude}{${node.body}}`;
    const rest = node.prelude.slice(node.name.length + 1).trim();
    if (node.name === "keyframes" || node.name === "-webkit-keyframes")
      return { kind: "keyframes", name: unquote(rest), text };
    if (node.name === "property") return { kind: "property", name: rest, text };
    if (node.name === "font-face") {
      const family = /font-family\s*:\s*([^;]+)/.exec(node.body ?? "")?.[1];
      if (family) return { kind: "font-face", family: unquote(family), text };
    }
    return { kind: "other", text };
  });
}

/** The style rules that could match the page, in the stylesheet's order. */
function matchingRules(nodes: readonly Prepared[], page: PageTokens, into: Set<Prepared>): void {
  for (const node of nodes) {
    if (node.kind === "group") matchingRules(node.children, page, into);
    else if (node.kind === "rule" && node.canMatch(page)) into.add(node);
  }
}

/**
 * The custom properties the kept rules read, and those they read in turn: a property set but never
 * read is dropped from the page (Tailwind's theme and its `--tw-*` defaults set many a page never reads).
 */
function propertiesRead(rules: ReadonlySet<Prepared>): Set<string> {
  const setters = new Map<string, Declaration[]>();
  const read = new Set<string>();
  const pending: string[] = [];
  const reads = (name: string) => {
    if (read.has(name)) return;
    read.add(name);
    pending.push(name);
  };
  for (const rule of rules) {
    if (rule.kind !== "rule") continue;
    for (const item of rule.declarations) {
      if (item.sets === null) item.reads.forEach(reads);
      else setters.set(item.sets, [...(setters.get(item.sets) ?? []), item]);
    }
  }
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const setter of setters.get(name) ?? []) setter.reads.forEach(reads);
  }
  return read;
}

function print(
  nodes: readonly Prepared[],
  kept: ReadonlySet<Prepared>,
  read: ReadonlySet<string>,
  used: string,
): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "group") {
      const inner = print(node.children, kept, read, used);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.kind === "rule") {
      if (!kept.has(node)) continue;
      if (node.whole !== null) {
        out += node.whole;
        continue;
      }
      const body = node.declarations
        .filter((item) => item.sets === null || read.has(item.sets))
        .map((item) => item.text);
      if (body.length) out += `${node.selector}{${body.join(";")}}`;
    } else if (node.kind === "property") {
      if (read.has(node.name)) out += node.text;
    } else if (node.kind === "keyframes") {
      if (new RegExp(`(^|[\\s,:])${escapeRegExp(node.name)}($|[\\s,;!])`).test(used)) out += node.text;
    } else if (node.kind === "font-face") {
      if (used.includes(node.family)) out += node.text;
    } else {
      out += node.text;
    }
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The declarations a page keeps, as one text: what names a keyframes or a font-face it uses. */
function usedText(rules: ReadonlySet<Prepared>, read: ReadonlySet<string>): string {
  const texts: string[] = [];
  for (const rule of rules) {
    if (rule.kind !== "rule") continue;
    for (const item of rule.declarations)
      if (item.sets === null || read.has(item.sets)) texts.push(item.text || rule.whole || "");
  }
  return texts.join(";");
}

/**
 * A stylesheet made ready to be cut down for each page (read once, it is the same for every page):
 * given a page's tokens, the rules whose selectors could match in it, inside the media, supports and
 * layer blocks that hold them; the custom properties, `@property` rules, keyframes and font faces those
 * rules use; and every other at-rule as written.
 */
export function pageStylesheet(css: string): (page: PageTokens) => string {
  const prepared = prepare(parseCss(css));
  return (page) => {
    const kept = new Set<Prepared>();
    matchingRules(prepared, page, kept);
    const read = propertiesRead(kept);
    return print(prepared, kept, read, usedText(kept, read));
  };
}
