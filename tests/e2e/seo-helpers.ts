// Shared by the SEO and landing-page specs: which site a project is looking at, its public address,
// the fixed texts of the interiors profile's neighbourhood pages, and readers for JSON-LD and XML.
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { fillProfileFacts } from "../../app/lib/site-facts";
import { carpentry as shippedCarpentry } from "../../app/profiles/carpentry";
import { interiors as shippedInteriors } from "../../app/profiles/interiors";

// The profiles as their pages read them: {business} and the other facts filled in.
const carpentry = fillProfileFacts(shippedCarpentry);
const interiors = fillProfileFacts(shippedInteriors);

export type ProfileName = "carpentry" | "interiors";

/** The profile the project's server runs (playwright.config.ts, `metadata.profile`). */
export function profileName(testInfo: TestInfo): ProfileName {
  const name: unknown = testInfo.project.metadata.profile;
  if (name !== "carpentry" && name !== "interiors") {
    throw new Error(`project "${testInfo.project.name}" names no profile in its metadata`);
  }
  return name;
}

export function profileOf(testInfo: TestInfo) {
  return profileName(testInfo) === "interiors" ? interiors : carpentry;
}

/** The address the project's server writes into absolute URLs (its PUBLIC_URL). */
export function publicUrl(testInfo: TestInfo): string {
  const url: unknown = testInfo.project.metadata.publicUrl;
  if (typeof url !== "string") {
    throw new Error(`project "${testInfo.project.name}" names no publicUrl in its metadata`);
  }
  return url;
}

/**
 * The path of an absolute URL the site wrote with its public address, so the test can fetch it
 * from the server under test; fails if the URL is relative or names another address.
 */
export function localPath(url: string | null | undefined, base: string): string {
  expect(url, "an absolute URL").toBeTruthy();
  expect(url!.startsWith(`${base}/`), `${url} starts with ${base}/`).toBe(true);
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}

export { interiors, carpentry };

// ---- The neighbourhood landing pages of the interiors profile ----

export const landingPrefix = "/interior-designer-in-";

/** The 25 areas the interiors profile has a page for, in the order the site lists them (path suffixes). */
export const areaSlugs = [
  "koramangala",
  "whitefield",
  "hsr-layout",
  "indiranagar",
  "jayanagar",
  "sarjapur-road",
  "electronic-city",
  "malleshwaram",
  "btm-layout",
  "jp-nagar",
  "bannerghatta-road",
  "thanisandra",
  "yelahanka",
  "bellandur",
  "marathahalli",
  "kanakapura-road",
  "hebbal",
  "devanahalli",
  "horamavu",
  "kr-puram",
  "sadashivanagar",
  "basavanagudi",
  "richmond-town",
  "ulsoor",
  "cooke-town-frazer-town",
] as const;

/** The pages without the lead form and the shared services block. */
export const slimSlugs: readonly string[] = [
  "btm-layout",
  "bannerghatta-road",
  "devanahalli",
  "basavanagudi",
];

export const benefitTitles = [
  "Free Consultation",
  "3D Design Visualization",
  "Experienced Team",
  "Quality Materials",
  "Timely Completion",
  "Affordable Pricing",
];

export const landingServiceTitles = [
  "Modular Kitchen Design",
  "Living Room Interiors",
  "Bedroom Design",
  "Office Interiors",
  "Wardrobe Design",
  "Home Renovation",
];

export const processSteps = ["Consultation", "Design", "Execution", "Completion"];

export type LandingArea = (typeof interiors.landing.areas)[number];

/** The interiors profile's record for one of the 25 slugs (its display name, SEO texts, nearby). */
export function areaBySlug(slug: string): LandingArea {
  const area = interiors.landing.areas.find((a) => a.slug === slug);
  if (!area) throw new Error(`the interiors profile has no landing area "${slug}"`);
  return area;
}

export const landingPathOf = (slug: string) => `${landingPrefix}${slug}`;

/**
 * True when a text names the area: its full name, or for a combined area ("Cooke Town & Frazer
 * Town") one of its parts, case-insensitively.
 */
export function namesArea(text: string, areaName: string): boolean {
  const lower = text.toLowerCase();
  const parts = [areaName, ...areaName.split(/\s+&\s+/)].map((part) => part.toLowerCase());
  return parts.some((part) => lower.includes(part));
}

// ---- JSON-LD ----

export type JsonObject = Record<string, unknown>;

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
export async function jsonLdBlocks(page: Page): Promise<JsonObject[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text, index) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new Error(`JSON-LD block ${index + 1} does not parse: ${String(error)}\n${text}`);
    }
    expect(typeof value === "object" && value !== null, `JSON-LD block ${index + 1} is an object`).toBe(true);
    return value as JsonObject;
  });
}

/** The items of the blocks, with @graph arrays and top-level arrays flattened. */
export function jsonLdItems(blocks: readonly unknown[]): JsonObject[] {
  return blocks.flatMap((block): JsonObject[] => {
    if (Array.isArray(block)) return jsonLdItems(block);
    const object = block as JsonObject;
    return Array.isArray(object["@graph"]) ? jsonLdItems(object["@graph"] as unknown[]) : [object];
  });
}

const typesOf = (item: JsonObject): string[] => {
  const type = item["@type"];
  return Array.isArray(type) ? type.map(String) : [String(type)];
};

export function itemsOfType(blocks: readonly unknown[], type: string): JsonObject[] {
  return jsonLdItems(blocks).filter((item) => typesOf(item).includes(type));
}

/** Every key used anywhere in a JSON value. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

/** Rating and review terms a business may not claim without showing them. */
export const ratingKeys = ["aggregateRating", "review", "reviews", "ratingValue", "reviewRating"];

const dayName = (day: unknown) => String(day).replace(/^https?:\/\/schema\.org\//, "");

/** The opening hours as "Day opens-closes" lines, sorted: comparable whatever the grouping. */
export function openingHours(business: JsonObject): string[] {
  const specs = business.openingHoursSpecification;
  expect(Array.isArray(specs), "openingHoursSpecification is a list").toBe(true);
  return (specs as JsonObject[])
    .flatMap((spec) => {
      const days = Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek];
      return days.map((day) => `${dayName(day)} ${String(spec.opens)}-${String(spec.closes)}`);
    })
    .sort();
}

/** The business's opening hours: Monday to Saturday 8 AM to 7 PM, Sunday 9 AM to 5 PM. */
export const expectedOpeningHours = [
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => `${day} 08:00-19:00`),
  "Sunday 09:00-17:00",
].sort();

/**
 * Checks the business item: a HomeAndConstructionBusiness with the profile's name, url, telephone,
 * e-mail, postal address, geo position, the hours, the areas served and a price range.
 */
export function expectBusiness(
  blocks: readonly unknown[],
  site: { profile: typeof carpentry | typeof interiors; publicUrl: string },
): JsonObject {
  const businesses = itemsOfType(blocks, "HomeAndConstructionBusiness");
  expect(businesses, "one HomeAndConstructionBusiness").toHaveLength(1);
  const business = businesses[0]!;
  const { profile } = site;
  expect(business["@context"]).toMatch(/^https?:\/\/schema\.org\/?$/);
  expect(business.name).toBe(profile.business.name);
  expect(business.url).toBe(`${site.publicUrl}/`);
  expect(business.telephone).toBe(profile.business.phone);
  expect(business.email).toBe(profile.business.email);
  expect(business.priceRange).toEqual(expect.any(String));
  expect(String(business.priceRange).trim()).not.toBe("");

  const address = business.address as JsonObject;
  expect(address["@type"]).toBe("PostalAddress");
  expect(address.postalCode).toBe(profile.business.address.postalCode);
  expect(address.streetAddress).toBe(profile.business.address.street);
  expect(address.addressLocality).toEqual(expect.any(String));
  expect(address.addressCountry).toEqual(expect.any(String));

  const geo = business.geo as JsonObject;
  expect(geo["@type"]).toBe("GeoCoordinates");
  expect(Number(geo.latitude)).toBeCloseTo(profile.business.geo.lat, 4);
  expect(Number(geo.longitude)).toBeCloseTo(profile.business.geo.lng, 4);

  expect(openingHours(business)).toEqual(expectedOpeningHours);

  const served = business.areaServed;
  expect(Array.isArray(served) && served.length > 0, "areaServed lists places").toBe(true);
  return business;
}

/** The names in areaServed (as Place objects or plain strings). */
export function areaServedNames(business: JsonObject): string[] {
  const served = business.areaServed as unknown[];
  return served.map((place) => {
    const name = typeof place === "string" ? place : (place as JsonObject).name;
    return typeof name === "string" ? name : JSON.stringify(name);
  });
}

/** Checks the BreadcrumbList: Home, then this page, with absolute URLs. */
export function expectBreadcrumb(
  blocks: readonly unknown[],
  crumb: { publicUrl: string; path: string; name: string },
) {
  const lists = itemsOfType(blocks, "BreadcrumbList");
  expect(lists, "one BreadcrumbList").toHaveLength(1);
  const elements = lists[0]!.itemListElement as JsonObject[];
  expect(elements.map((element) => element["@type"])).toEqual(["ListItem", "ListItem"]);
  const itemUrl = (element: JsonObject) =>
    typeof element.item === "string" ? element.item : String((element.item as JsonObject)["@id"]);
  expect(elements.map((element) => element.position)).toEqual([1, 2]);
  expect(elements.map((element) => element.name)).toEqual(["Home", crumb.name]);
  expect(elements.map(itemUrl)).toEqual([`${crumb.publicUrl}/`, `${crumb.publicUrl}${crumb.path}`]);
}

// ---- XML (sitemap, SVG) ----

export type ParsedXml = {
  /** The parser's error, or null when the text is well-formed. */
  error: string | null;
  root: { localName: string; namespace: string | null };
  /** The text content of every element with this local name, in document order. */
  texts: Record<string, string[]>;
  /** All text of the document. */
  text: string;
};

/**
 * Parses XML with the browser's own parser (DOMParser runs in Playwright's evaluation even when
 * the page's scripts are off), returning the root and the texts of the named elements.
 */
export async function parseXml(
  page: Page,
  source: string,
  type: "application/xml" | "image/svg+xml",
  elements: readonly string[] = [],
): Promise<ParsedXml> {
  return page.evaluate(
    ({ source, type, elements }) => {
      const doc = new DOMParser().parseFromString(source, type);
      const error = doc.getElementsByTagName("parsererror")[0];
      const root = doc.documentElement;
      const texts: Record<string, string[]> = {};
      for (const name of elements) {
        texts[name] = Array.from(doc.getElementsByTagNameNS("*", name)).map((el) => el.textContent ?? "");
      }
      return {
        error: error ? (error.textContent ?? "parser error") : null,
        root: { localName: root.localName, namespace: root.namespaceURI },
        texts,
        text: root.textContent ?? "",
      };
    },
    { source, type, elements },
  );
}

/** The SVG a social preview PNG is drawn from: the same name and version, ending .svg. */
export const svgOfPreview = (png: string) => png.replace(/\.png(?=\?|$)/, ".svg");

/** Fetches an SVG the site serves and checks it is one: 200, image/svg+xml, well-formed <svg>. */
export async function expectSvg(page: Page, path: string): Promise<ParsedXml> {
  const response = await page.request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  expect(response.headers()["content-type"], `${path} is an SVG`).toMatch(/^image\/svg\+xml\b/);
  const parsed = await parseXml(page, await response.text(), "image/svg+xml");
  expect(parsed.error, `${path} is well-formed XML`).toBeNull();
  expect(parsed.root).toEqual({ localName: "svg", namespace: "http://www.w3.org/2000/svg" });
  return parsed;
}

/** Where an element sits in document order, for checking that sections follow each other. */
export async function documentIndex(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Array.from(document.getElementsByTagName("*")).indexOf(element));
}

// ---- social previews (PNG) ----

/** Width and height from a PNG's header (its IHDR chunk), after checking the PNG signature. */
export function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex"), "a PNG signature").toBe("89504e470d0a1a0a");
  expect(body.subarray(12, 16).toString("latin1"), "the IHDR chunk first").toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/**
 * The page's social preview tags: og:image an absolute PNG URL on the public address (X reads it
 * too, with a large card), with its type, size and alt text (naming the business and `heading`). Then the PNG itself:
 * 200, image/png, 1200x630, cacheable with an ETag that answers 304. Returns the image's path.
 */
export async function expectPngPreview(
  page: Page,
  base: string,
  says: { business: string; heading: string },
): Promise<string> {
  const meta = (attribute: "property" | "name", key: string) =>
    page.locator(`head meta[${attribute}="${key}"]`).getAttribute("content");
  await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);
  const imageUrl = (await meta("property", "og:image")) ?? "";
  // Named for what it draws: a new name or heading is a new URL.
  expect(imageUrl).toMatch(/\/og\/[a-z0-9-]+\.png\?v=[a-z0-9]+$/);
  await expect(page.locator('head meta[name^="twitter:"]'), "Open Graph is not repeated for X").toHaveCount(
    1,
  );
  expect(await meta("name", "twitter:card")).toBe("summary_large_image");
  expect(await meta("property", "og:image:type")).toBe("image/png");
  expect(await meta("property", "og:image:width")).toBe("1200");
  expect(await meta("property", "og:image:height")).toBe("630");
  expect(await meta("property", "og:image:alt")).toBe(`${says.business}: ${says.heading}`);

  const path = localPath(imageUrl, base);
  const response = await page.request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  expect(response.headers()["content-type"], `${path} is a PNG`).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d{6,}/);
  const etag = response.headers()["etag"];
  expect(etag, "an ETag").toBeTruthy();
  const again = await page.request.get(path, { headers: { "If-None-Match": etag! } });
  expect(again.status(), "unchanged: 304").toBe(304);
  return path;
}
