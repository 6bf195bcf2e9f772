/**
 * The block structure of a built stylesheet: enough to keep or drop whole rules, never to rewrite
 * one. Strings, comments and backslash escapes are skipped over, so a brace in a class name
 * (`content-['{']`) or in a string does not end a block. Anything this does not understand is kept
 * as written.
 */
export type CssNode =
  /** `selector{declarations}`: a style rule. `nested` when its body holds rules of its own. */
  | { kind: "rule"; selector: string; body: string; nested: boolean }
  /** `@media …{…}`, `@supports …{…}`, `@layer name{…}`, `@container …{…}`: rules inside a condition. */
  | { kind: "group"; prelude: string; children: CssNode[] }
  /** Any other at-rule (`@font-face{…}`, `@property --x{…}`, `@keyframes x{…}`, `@layer a,b;`), whole. */
  | { kind: "at"; name: string; prelude: string; body: string | null };

/** At-rules whose body is a list of rules, each kept or dropped on its own. */
const groupingAtRules = new Set(["media", "supports", "layer", "container", "scope", "starting-style"]);

/**
 * Where the text that starts at `from` (just after an opening brace) closes its block: the index of
 * the matching `}`, or the text's end if it never closes.
 */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === "/" && css[i + 1] === "*") i = commentEnd(css, i);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return css.length;
}

/** The index of the quote that closes the string opening at `at`. */
function stringEnd(css: string, at: number): number {
  const quote = css[at];
  for (let i = at + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote || css[i] === "\n") return i;
  }
  return css.length;
}

/** The index of the slash that closes the comment opening at `at`. */
function commentEnd(css: string, at: number): number {
  const end = css.indexOf("*/", at + 2);
  return end < 0 ? css.length : end + 1;
}

/** Whether a rule's body holds a block (CSS nesting) rather than declarations only. */
function holdsBlock(body: string): boolean {
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = stringEnd(body, i);
    else if (c === "/" && body[i + 1] === "*") i = commentEnd(body, i);
    else if (c === "{") return true;
  }
  return false;
}

/** The rules and at-rules of a stylesheet (or of a block's body), in order; comments dropped. */
export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  let parens = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === "/" && css[i + 1] === "*") {
      const end = commentEnd(css, i);
      // A comment between rules is dropped; one inside a prelude stays in it.
      if (css.slice(start, i).trim() === "") start = end + 1;
      i = end;
    } else if (c === "(") parens++;
    else if (c === ")") parens = Math.max(0, parens - 1);
    else if (parens === 0 && (c === ";" || c === "{")) {
      const prelude = css.slice(start, i).trim();
      if (c === ";") {
        if (prelude.startsWith("@")) nodes.push(atRule(prelude, null));
        start = i + 1;
        continue;
      }
      const close = closingBrace(css, i + 1);
      const body = css.slice(i + 1, close);
      if (prelude.startsWith("@")) {
        const node = atRule(prelude, body);
        nodes.push(
          groupingAtRules.has(node.name) ? { kind: "group", prelude, children: parseCss(body) } : node,
        );
      } else {
        nodes.push({ kind: "rule", selector: prelude, body, nested: holdsBlock(body) });
      }
      i = close;
      start = close + 1;
    }
  }
  return nodes;
}

function atRule(prelude: string, body: string | null): CssNode & { kind: "at" } {
  const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
  return { kind: "at", name, prelude, body };
}

/** The text of parsed nodes, as the built file wrote them (minus comments between rules). */
export function printCss(nodes: readonly CssNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "rule") out += `${node.selector}{${node.body}}`;
    else if (node.kind === "group") out += `${node.prelude}{${printCss(node.children)}}`;
    else out += node.body === null ? `${node.prelude};` : `${node.prelude}{${node.body}}`;
  }
  return out;
}

/**
 * The declarations of a rule's body, split at its top-level semicolons (not those in strings,
 * brackets or `url(…)`), each as written, without its semicolon.
 */
export function splitDeclarations(body: string): string[] {
  const declarations: string[] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = stringEnd(body, i);
    else if (c === "/" && body[i + 1] === "*") i = commentEnd(body, i);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth = Math.max(0, depth - 1);
    else if (c === ";" && depth === 0) {
      if (body.slice(start, i).trim()) declarations.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (body.slice(start).trim()) declarations.push(body.slice(start));
  return declarations;
}
