import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { logoSvg, socialImageSvg } from "~/components/layout/brand-images";
import { businessJsonLd, scriptJson } from "~/lib/structured-data";
import { socialImageAlt } from "~/lib/social-image";
import { toPageSite } from "~/lib/site";
import { carpentry } from "~/profiles/carpentry";
import About from "~/routes/_marketing/about";
import Contact from "~/routes/_marketing/contact";
import Home from "~/routes/_marketing/home";
import MarketingLayout from "~/routes/_marketing/layout";
import Privacy from "~/routes/_marketing/privacy";
import Services from "~/routes/_marketing/services";
import { digestMail } from "../alerts/digest-mail.server";
import { leadAlertMail } from "../alerts/lead-alert-mail.server";
import { parseEnv } from "../env.server";
import { csvCell } from "../leads/desk.server";
import { previewRenderOptions } from "../og/social-image-png.server";
import { loader as manifest } from "~/routes/_seo/manifest";
import { resolveSite } from "../site.server";

// Everything a setting can hold is shown escaped: a profile whose texts are attacks is resolved as
// the server resolves a business's own file, then drawn on every surface that shows them (the pages,
// their JSON-LD, the social previews and the favicon, the desk's e-mails, the CSV cells). Nothing
// executable comes out, and every link is http(s), tel or mailto.

const script = "</script><script>alert(1)</script>";
const img = '"><img src=x onerror=alert(1)>';
const formula = '=HYPERLINK("http://x.example","y")';
// No brace: the schema keeps names free of them, so no later template takes part of one for a placeholder.
const hostileName = `${script} ${img} ${formula} &amp;`;

const dir = mkdtempSync(join(tmpdir(), "hostile-facts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function hostileSite() {
  const [first, ...services] = carpentry.services;
  const profile = {
    ...carpentry,
    business: {
      ...carpentry.business,
      name: hostileName,
      shortName: img.slice(0, 24),
      description: `${img} ${script}`,
      whatsapp: "+919845099999",
      address: { ...carpentry.business.address, street: script, city: `${img}` },
    },
    whatsapp: { ...carpentry.whatsapp, page: `${script} {page} {business}` },
    services: [{ ...first!, title: `${script} ${formula}`, description: img }, ...services],
    home: {
      ...carpentry.home,
      hero: { ...carpentry.home.hero, heading: `${script}${img}` },
      testimonials: {
        ...carpentry.home.testimonials,
        items: carpentry.home.testimonials.items.map((item) => ({ ...item, name: img, text: script })),
      },
    },
    about: { ...carpentry.about, story: { ...carpentry.about.story, paragraphs: [`{business} ${script}`] } },
  };
  const file = join(dir, "hostile.json");
  writeFileSync(file, JSON.stringify(profile));
  // The manifest reads the server's own configuration: this file.
  Object.assign(process.env, { SITE_PROFILE: file, PUBLIC_URL: "https://www.example.in" });
  return resolveSite(parseEnv({ SITE_PROFILE: file, PUBLIC_URL: "https://www.example.in" }));
}

const site = hostileSite();

/** What must never come out unescaped: a script, an element the attack opened, an event handler. */
function expectInert(markup: string) {
  expect(markup).not.toContain("<script>alert");
  expect(markup).not.toMatch(/<img src=x/i);
  // An event handler among a tag's attributes, once the (escaped) attribute values are set aside.
  expect(markup.replace(/="[^"]*"/g, '=""')).not.toMatch(/<[a-z]+[^<>]*\son[a-z]+=/i);
}

/** Every link and source address in the markup: to this site, or http(s), tel, mailto. */
function expectSafeLinks(markup: string) {
  const addresses = [...markup.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map(([, url]) => url!);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(address).toMatch(/^(https?:|tel:|mailto:|\/|#)/);
}

function renderPage(element: React.ReactElement, path: string): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: createElement(MarketingLayout),
        children: [{ path: path.slice(1) || undefined, index: path === "/", element }],
      },
    ] as never,
    { initialEntries: [path], hydrationData: { loaderData: { root: { site: toPageSite(site) } } } },
  );
  return renderToString(createElement(RouterProvider, { router }));
}

describe("a profile whose texts are attacks", () => {
  it("is refused when its name would break a mail's subject onto a new header line", () => {
    const file = join(dir, "two-lines.json");
    const business = { ...carpentry.business, name: "BTM\r\nBcc: x@example.com" };
    writeFileSync(file, JSON.stringify({ ...carpentry, business }));
    expect(() => resolveSite(parseEnv({ SITE_PROFILE: file }))).toThrow(/business\.name.*one line/);
  });

  it("resolves, with its name filled into the texts that name it", () => {
    expect(site.business.name).toBe(hostileName);
    expect(site.about.story.paragraphs[0]).toBe(`${hostileName} ${script}`);
  });

  it.each([
    ["/", createElement(Home)],
    ["/services", createElement(Services)],
    ["/about", createElement(About)],
    ["/contact", createElement(Contact)],
    ["/privacy", createElement(Privacy as never, { loaderData: { retentionMonths: 24 } })],
  ])("the page %s shows every text as text, and links only to safe addresses", (path, page) => {
    const html = renderPage(page, path);
    expectInert(html);
    expectSafeLinks(html);
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&amp;amp;");
    // Chats go to the WhatsApp number, with the attack as the greeting's encoded text.
    expect(html).toContain("https://wa.me/919845099999?text=%3C%2Fscript%3E");
  });

  it("keeps the JSON-LD one script whose text reads back as the name", () => {
    const json = scriptJson(businessJsonLd(toPageSite(site)));
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain("<img");
    expect((JSON.parse(json) as { name: string }).name).toBe(hostileName);
    const html = renderPage(createElement(Home), "/");
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [whole, body] of scripts) {
      expect(whole).toMatch(/^<script type="application\/ld\+json">/);
      expect(() => JSON.parse(body!) as unknown).not.toThrow();
    }
  });

  it("draws the social preview and the favicon as SVG that parses, with the name as text", () => {
    const svg = socialImageSvg(site, site.home.hero.heading);
    expectInert(svg);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // resvg refuses markup that does not parse as XML.
    expect(() => new Resvg(svg, previewRenderOptions()).render()).not.toThrow();
    expect(() => new Resvg(logoSvg(site), previewRenderOptions()).render()).not.toThrow();
    expect(socialImageAlt(toPageSite(site), "About")).toBe(`${hostileName}: About`);
  });

  it("writes the desk's e-mails with the name escaped in HTML and on one subject line", () => {
    const lead = { id: "l1", name: img, phone: "+919876543210", service: site.services[0]!.title };
    const alert = leadAlertMail(site, [
      {
        ...lead,
        message: script,
        source: "web",
        source_path: "/",
        area: null,
        created_at: "2026-11-27T04:00:00.000Z",
        returning: false,
      },
    ]);
    const digest = digestMail(
      site,
      {
        followUps: [],
        waiting: [{ ...lead, at: "2026-11-27T04:00:00.000Z" }],
        followUpCount: 0,
        waitingCount: 1,
      },
      new Date("2026-11-27T05:00:00.000Z"),
    );
    for (const mail of [alert, digest]) {
      expectInert(mail.html);
      expectSafeLinks(mail.html);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(digest.subject).toContain(hostileName);
  });

  it("writes the manifest as JSON that reads back as the names", async () => {
    const response = manifest({
      request: new Request("https://www.example.in/manifest.webmanifest"),
    } as never);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(JSON.parse(await response.text())).toMatchObject({
      name: hostileName,
      short_name: img.slice(0, 24),
    });
  });

  it("defuses the formula in a CSV cell, whatever the service or name holds", () => {
    expect(csvCell(site.services[0]!.title)).toBe(`"${script} ${formula.replace(/"/g, '""')}"`);
    expect(csvCell(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toMatch(/^"'/);
  });
});
