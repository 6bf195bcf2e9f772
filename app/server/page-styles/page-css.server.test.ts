import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCss, printCss } from "./css-blocks.server";
import { pageStylesheet } from "./page-css.server";
import { addedAfterServing, pageTokens } from "./page-tokens.server";

// A page's inline style: the rules of the built stylesheet that can match in its markup, with what
// they need (custom properties, keyframes, font faces), inside the blocks that hold them.

const styleFor = (css: string, html: string) => pageStylesheet(css)(pageTokens(html));

describe("the rules a page keeps", () => {
  it("keeps a rule for a class on the page and drops one for a class it lacks", () => {
    const css = ".flex{display:flex}.grid{display:grid}";
    expect(styleFor(css, '<div class="flex"></div>')).toBe(".flex{display:flex}");
  });

  it("reads Tailwind's escaped class names as the markup writes them", () => {
    const css =
      ".md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.w-1\\/2{width:50%}" +
      ".\\31 0{order:10}.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}" +
      ".unused\\:x{color:red}";
    const html =
      '<div class="md:grid-cols-2 w-1/2 10"></div><details><summary class="[&amp;::-webkit-details-marker]:hidden"></summary></details>';
    expect(styleFor(css, html)).toBe(
      ".md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.w-1\\/2{width:50%}" +
        ".\\31 0{order:10}.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}",
    );
  });

  it("keeps the parts of a date, number, search or file input only where the page has one", () => {
    const css =
      "::placeholder{opacity:1}::-webkit-datetime-edit{display:inline-flex}" +
      "::-webkit-inner-spin-button{height:auto}::-webkit-search-decoration{-webkit-appearance:none}" +
      "::file-selector-button{margin-inline-end:4px}";
    expect(styleFor(css, '<input name="a"><input type="tel"><textarea></textarea>')).toBe(
      "::placeholder{opacity:1}",
    );
    expect(
      styleFor(css, '<input type="DATE"><input type="number"><input type="search"><input type="file">'),
    ).toBe(css);
  });

  it("keeps a media or supports block for its kept rules and drops one left empty", () => {
    const css =
      "@media(min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}" +
      "@media(min-width:64rem){.lg\\:grid{display:grid}}" +
      "@supports (color:color-mix(in lab,red,red)){.bg-black\\/5{background:color-mix(in oklab,#000 5%,transparent)}}";
    expect(styleFor(css, '<p class="md:flex bg-black/5"></p>')).toBe(
      "@media(min-width:48rem){.md\\:flex{display:flex}}" +
        "@supports (color:color-mix(in lab,red,red)){.bg-black\\/5{background:color-mix(in oklab,#000 5%,transparent)}}",
    );
  });

  it("keeps rules for states a visitor brings about: hover, focus, open, and group and peer variants", () => {
    const css =
      "@media(hover:hover){.hover\\:bg-wood-100:hover{background:#f5ebdc}}" +
      ".focus-visible\\:ring:focus-visible{outline:2px solid}" +
      ":is(:where(.group\\/menu):is([open],:popover-open,:open) .group-open\\/menu\\:hidden){display:none}" +
      ":is(:where(.group)[aria-expanded=true] .group-aria-expanded\\:block){display:block}" +
      ":is(:where(.peer):checked~.peer-checked\\:block){display:block}" +
      ":is(:where(.peer):checked~.peer-checked\\:flex){display:flex}";
    const html =
      '<details class="group/menu"><summary><span class="group-open/menu:hidden"></span></summary></details>' +
      '<button class="group hover:bg-wood-100 focus-visible:ring" aria-expanded="false"><svg class="group-aria-expanded:block"></svg></button>' +
      '<input class="peer" type="checkbox"><p class="peer-checked:block"></p>';
    expect(styleFor(css, html)).toBe(
      css.replace(":is(:where(.peer):checked~.peer-checked\\:flex){display:flex}", ""),
    );
  });

  it("keeps attribute selectors for attributes on the page or set later by the script, and drops the others", () => {
    const css =
      "[hidden]:where(:not([hidden=until-found])){display:none!important}" +
      "html[data-enhanced] .js\\:block{display:block}" +
      "html:has([data-contact-bar]){scroll-padding-bottom:4rem}" +
      "[data-toast-region]{position:fixed}";
    const html = '<div class="js:block"></div><nav data-contact-bar=""></nav>';
    expect(styleFor(css, html)).toBe(css.replace("[data-toast-region]{position:fixed}", ""));
  });

  it("keeps element rules for elements on the page, and pseudo-elements only where their element is", () => {
    const css =
      "h1,h2{font-size:inherit}table{border-collapse:collapse}::placeholder{opacity:1}" +
      "*,:after,:before{box-sizing:border-box}:focus-visible{outline:3px solid}";
    expect(styleFor(css, "<h2>Hello</h2>")).toBe(
      "h1,h2{font-size:inherit}*,:after,:before{box-sizing:border-box}:focus-visible{outline:3px solid}",
    );
    expect(styleFor(css, "<textarea></textarea>")).toContain("::placeholder{opacity:1}");
  });

  it("keeps the custom properties the kept rules read, through the properties they read, and their @property rules", () => {
    const css =
      "@layer theme{:root,:host{--spacing:.25rem;--color-red-600:#dc2626;--text-sm:.875rem;--text-sm--line-height:1.4}}" +
      "@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}" +
      ".text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}" +
      ".shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0001);box-shadow:var(--tw-shadow)}" +
      ".text-red-600{color:var(--color-red-600)}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-shadow-color{syntax:"*";inherits:false}' +
      '@property --tw-ring-color{syntax:"*";inherits:false}' +
      "@layer properties{*,:before{--tw-shadow-color:initial;--tw-ring-color:initial}}";
    const html = '<p class="p-2 text-sm shadow"></p>';
    expect(styleFor(css, html)).toBe(
      "@layer theme{:root,:host{--spacing:.25rem;--text-sm:.875rem;--text-sm--line-height:1.4}}" +
        "@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}" +
        ".text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}" +
        ".shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0001);box-shadow:var(--tw-shadow)}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-shadow-color{syntax:"*";inherits:false}' +
        "@layer properties{*,:before{--tw-shadow-color:initial}}",
    );
  });

  it("keeps the keyframes and font faces that kept rules use, and every other at-rule", () => {
    const css =
      "@layer theme,base,components,utilities;" +
      '@font-face{font-family:Fraunces;src:url(/f.woff2)format("woff2")}' +
      "@font-face{font-family:Other;src:url(/o.woff2)}" +
      ':root{--font-display:"Fraunces",Georgia,serif;--animate-spin:spin 1s linear infinite}' +
      ".font-display{font-family:var(--font-display)}.animate-spin{animation:var(--animate-spin)}" +
      "@keyframes spin{to{transform:rotate(360deg)}}@keyframes ping{75%,to{opacity:0}}";
    expect(styleFor(css, '<h1 class="font-display"></h1>')).toBe(
      '@layer theme,base,components,utilities;@font-face{font-family:Fraunces;src:url(/f.woff2)format("woff2")}' +
        ':root{--font-display:"Fraunces",Georgia,serif}.font-display{font-family:var(--font-display)}',
    );
    expect(styleFor(css, '<svg class="animate-spin"></svg>')).toContain(
      "@keyframes spin{to{transform:rotate(360deg)}}",
    );
    expect(styleFor(css, '<svg class="animate-spin"></svg>')).not.toContain("ping");
  });

  it("is not misled by braces and semicolons in strings, escapes and comments", () => {
    const css =
      "/* a { comment } */.content-\\[\\'\\{\\'\\]:before{content:'{;}'}.bg-\\[url\\(a\\;b\\)\\]{background:url(a;b)}.x{color:red}";
    const html = `<i class="content-['{'] bg-[url(a;b)]"></i>`;
    expect(styleFor(css, html)).toBe(
      ".content-\\[\\'\\{\\'\\]:before{content:'{;}'}.bg-\\[url\\(a\\;b\\)\\]{background:url(a;b)}",
    );
  });

  it("prints a stylesheet it parsed as it was written", () => {
    const css =
      "@layer a,b;@layer a{@media(min-width:1px){.x{color:red}}}@font-face{font-family:F}.y{nested:1;&:hover{color:blue}}";
    expect(printCss(parseCss(css))).toBe(css);
  });
});

describe("what the page gains after it is served", () => {
  it("lists every attribute the public pages' script sets, and the script adds no class", () => {
    const dir = new URL("../../client/", import.meta.url);
    const source = readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => readFileSync(new URL(file, dir), "utf8"))
      .join("\n");
    const set = [
      ...[...source.matchAll(/(?:setAttribute|toggleAttribute)\("([\w-]+)"/g)].map((m) => m[1]!),
      ...[...source.matchAll(/\.(hidden|open) =/g)].map((m) => m[1]!),
      ...[...source.matchAll(/\.dataset\.(\w+) =/g)].map(
        (m) => `data-${m[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      ),
    ];
    expect(set.length).toBeGreaterThan(3);
    for (const name of set) expect(addedAfterServing.attributes).toContain(name);
    // Clearing an element's classes (the photo viewer's copy of a photo) needs no rule.
    expect(source).not.toMatch(/classList\.(add|toggle|replace)|className\s*=(?!\s*"")/);
  });
});
