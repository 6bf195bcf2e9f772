// Runs only in the "interiors" project. Every WhatsApp link on the interiors profile's pages greets the
// studio from the page the visitor is on: on a neighbourhood page the greeting names the area, in the
// header, the footer and the contact bar as in the page's own buttons (the carpentry profile:
// whatsapp-greetings.spec.ts). The links are in the server's HTML, so JavaScript is off.
import { expect, notFoundDocumentError, test } from "./fixtures";
import { allowConsoleErrors } from "./lead-form-helpers";
import { areaBySlug, interiors, landingPathOf, namesArea, slimSlugs } from "./seo-helpers";
import { expectGreetingsName, type GreetingCase } from "./whatsapp-greetings";

// A page with the form, one without it (slim), and the area whose name has two parts.
const sampleAreas = ["koramangala", "btm-layout", "cooke-town-frazer-town"];

const cases: GreetingCase[] = [
  { path: "/", pageName: "Home", status: 200 },
  { path: "/services", pageName: "Services", status: 200 },
  { path: "/about", pageName: "About Us", status: 200 },
  { path: "/contact", pageName: "Contact", status: 200 },
  ...sampleAreas.map((slug) => ({
    path: landingPathOf(slug),
    pageName: `Interior Designer in ${areaBySlug(slug).name}`,
    status: 200 as const,
  })),
  { path: "/no-such-page", pageName: "Page Not Found", status: 404 },
  { path: "/interior-designer-in-atlantis", pageName: "Page Not Found", status: 404 },
];

test.use({
  javaScriptEnabled: false,
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: allowConsoleErrors(
    notFoundDocumentError("/no-such-page"),
    notFoundDocumentError("/interior-designer-in-atlantis"),
  ),
});

test("the sample holds a page with the form and one without", () => {
  expect(sampleAreas.filter((slug) => slimSlugs.includes(slug))).toEqual(["btm-layout"]);
});

for (const greetingCase of cases) {
  test(`every WhatsApp greeting on ${greetingCase.path} names the ${greetingCase.pageName} page`, async ({
    page,
  }) => {
    const found = await expectGreetingsName(page, interiors, greetingCase);
    const slug = sampleAreas.find((area) => landingPathOf(area) === greetingCase.path);
    if (slug) {
      const area = areaBySlug(slug).name;
      for (const text of found) expect(namesArea(text, area), `${text} names ${area}`).toBe(true);
    }
  });
}
