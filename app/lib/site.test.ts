import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { type Site, toPageSite } from "./site";

// What the pages receive: a hidden service leaves every public page, and the data they load.
describe("a hidden service", () => {
  const interiors = profiles.interiors;
  const kitchen = interiors.services.find((service) => service.id === "modular-kitchen")!;
  const site: Site = {
    ...interiors,
    services: interiors.services.map((service) =>
      service === kitchen ? { ...service, hidden: true } : service,
    ),
    publicUrl: "https://example.in",
    phoneDisplay: "+91 98765 43210",
    showcase: [],
  };
  const page = toPageSite(site);
  const titles = (cards: readonly { title: string }[]) => cards.map((card) => card.title);

  it("is in none of the page data: services, home cards, neighbourhood cards and the enquiry form", () => {
    expect(titles(page.services)).not.toContain(kitchen.title);
    expect(page.services).toHaveLength(interiors.services.length - 1);
    expect(titles(page.home.featuredServices.cards)).toEqual([
      "Complete Home Interior",
      "Living Room Design",
      "Bedroom Design",
    ]);
    expect(titles(page.landing!.shared.services)).not.toContain(kitchen.title);
    expect(page.landing!.shared.services).toHaveLength(5);
    expect(page.leadForm.services).not.toContain(kitchen.title);
    expect(page.leadForm.services).toContain("Living Room Design");
    expect(JSON.stringify(page)).not.toContain(kitchen.description);
  });

  it("leaves everything in place while no service is hidden", () => {
    const all = toPageSite({ ...site, services: interiors.services });
    expect(all.services).toEqual(interiors.services);
    expect(all.home.featuredServices.cards).toHaveLength(4);
    expect(all.landing!.shared.services).toHaveLength(6);
    expect(all.leadForm.services).toEqual(interiors.leadForm.services);
  });
});
