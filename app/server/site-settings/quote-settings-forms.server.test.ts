import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import { quoteSettingsOf } from "~/lib/quotes/quote-input";
import { templateDraft } from "~/lib/quotes/template-draft";
import { testDatabases, type TestDatabaseHandle } from "../../../tests/support/test-database";
import { publishAndApply } from "./publish.server";
import { readTemplatePost, saveTemplate } from "./quote-templates.server";
import { applySection, formValuesOf } from "./settings-forms.server";
import { publishedVersion, seedVersions } from "./site-versions.server";

const carpentry = profiles.carpentry as Profile;
const settings = quoteSettingsOf(carpentry);

/** The quotes part's form as the page sends it: filled from the profile, then `changes`. */
function quotesForm(changes: Record<string, string> = {}, profile = carpentry) {
  const form = new FormData();
  form.append("section", "quotes");
  for (const [name, value] of Object.entries({ ...formValuesOf("quotes", profile), ...changes }))
    form.append(name, value);
  return form;
}

const applied = (changes: Record<string, string> = {}, profile = carpentry) =>
  applySection("quotes", quotesForm(changes, profile), profile);

/** The index of a service's row in the form. */
const rowOf = (service: string) => carpentry.services.findIndex((one) => one.id === service);

describe("the quotes part of the site settings", () => {
  it("unchanged, gives the same profile, for either business", () => {
    expect(applied()).toEqual({ ok: true, profile: carpentry });
    const interiors = profiles.interiors as Profile;
    expect(applied({}, interiors)).toEqual({ ok: true, profile: interiors });
  });

  it("changes the validity, the default tax, the schedule and the terms; empty rows are ignored", () => {
    const outcome = applied({
      validityDays: "45",
      taxCode: "995414",
      taxRate: "12",
      "paymentSchedule.0.label": "Advance",
      "paymentSchedule.0.percent": "25",
      "paymentSchedule.1.label": "",
      "paymentSchedule.1.percent": "",
      "paymentSchedule.2.percent": "50",
      "paymentSchedule.4.label": "On handover",
      "paymentSchedule.4.percent": "25",
      terms: "Prices include fitting.\n\n  Payment by UPI or bank transfer. \n",
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.profile.quotes).toMatchObject({
      validityDays: 45,
      tax: { code: "995414", gstRate: 12 },
      serviceTax: [],
      paymentSchedule: [
        { label: "Advance", percent: 25 },
        { label: "On installation", percent: 50 },
        { label: "On handover", percent: 25 },
      ],
      terms: "Prices include fitting.\nPayment by UPI or bank transfer.",
      templates: settings.templates,
    });
  });

  it("refuses a schedule that does not make 100%, by the schedule, and publishes nothing", () => {
    expect(applied({ "paymentSchedule.2.percent": "40" })).toEqual({
      ok: false,
      problems: {
        fields: { paymentSchedule: "The stages add up to 90%; they must add up to 100%." },
        summary: [],
      },
    });
    const outcome = applied({ "paymentSchedule.1.label": "", "paymentSchedule.2.percent": "half" });
    expect(outcome.ok ? {} : outcome.problems.fields).toEqual({
      "paymentSchedule.1.label": "Name this stage, e.g. On booking.",
      "paymentSchedule.2.percent": "Enter a whole percent from 1 to 100.",
    });
  });

  it("says a bad code or validity by its field, the default's and a service's", () => {
    const kitchen = rowOf("modular-kitchen-fitting");
    const outcome = applied({ taxCode: "99 54", validityDays: "0", [`serviceTax.${kitchen}.code`]: "12" });
    expect(outcome.ok ? {} : outcome.problems.fields).toEqual({
      taxCode: "Enter a SAC or HSN code of 4 to 8 digits, e.g. 995476.",
      validityDays: "Enter a whole number of days from 1 to 365, e.g. 30.",
      [`serviceTax.${kitchen}.code`]: "Enter a SAC or HSN code of 4 to 8 digits, e.g. 995476.",
    });
  });

  it("keeps only the services whose tax differs: an empty code or rate is the default's", () => {
    const kitchen = rowOf("modular-kitchen-fitting");
    const wardrobe = rowOf("wardrobe-cabinet-fitting");
    const office = rowOf("office-furniture-setup");
    const outcome = applied({
      [`serviceTax.${kitchen}.gstRate`]: "28",
      [`serviceTax.${wardrobe}.code`]: "940360",
      [`serviceTax.${office}.code`]: "995476",
      [`serviceTax.${office}.gstRate`]: "18",
    });
    expect(outcome.ok && outcome.profile.quotes?.serviceTax).toEqual([
      { service: "modular-kitchen-fitting", code: "995476", gstRate: 28 },
      { service: "wardrobe-cabinet-fitting", code: "940360", gstRate: 18 },
    ]);
    if (!outcome.ok) return;
    // Shown again, a service that differs shows its own; the others stay empty.
    const shown = formValuesOf("quotes", outcome.profile);
    expect(shown[`serviceTax.${kitchen}.gstRate`]).toBe("28");
    expect(shown[`serviceTax.${office}.code`]).toBe("");
  });

  it("removes a template by its id, and says when it is already gone", () => {
    const [first] = settings.templates;
    const form = new FormData();
    form.append("section", "quotes");
    form.append("intent", "remove");
    form.append("template", first!.id);
    const outcome = applySection("quotes", form, carpentry);
    expect(outcome.ok && outcome.profile.quotes?.templates.map((one) => one.id)).toEqual(
      settings.templates.slice(1).map((one) => one.id),
    );
    if (!outcome.ok) return;
    expect(applySection("quotes", form, outcome.profile)).toEqual({
      ok: false,
      problems: { fields: {}, summary: [expect.stringContaining("already changed or removed") as string] },
    });
  });
});

/** The template editor's form as posted: the draft's fields, then `changes`. */
function templateForm(id: string | null, changes: Record<string, string> = {}) {
  const template = settings.templates.find((one) => one.id === id) ?? null;
  const draft = templateDraft(template, "modular-kitchen-fitting");
  const form = new FormData();
  const fields: Record<string, string> = { title: draft.title, service: draft.service };
  draft.sections.forEach((section, s) => {
    fields[`sections.${s}.title`] = section.title;
    section.lines.forEach((line, l) => {
      const at = `sections.${s}.lines.${l}.`;
      Object.assign(fields, {
        [`${at}description`]: line.description,
        [`${at}specification`]: line.specification,
        [`${at}quantity`]: line.quantity,
        [`${at}unit`]: line.unit,
        [`${at}rate`]: line.rate,
      });
      if (line.optional) fields[`${at}optional`] = "on";
    });
  });
  for (const [name, value] of Object.entries({ ...fields, ...changes })) form.append(name, value);
  return form;
}

describe("a quote template's editor", () => {
  const kitchen = settings.templates[0]!;

  it("saves an edited line in place, keeping the template's id and every other template", () => {
    const post = readTemplatePost(templateForm(kitchen.id, { "sections.0.lines.0.rate": "1600.00" }));
    const saved = saveTemplate(carpentry, kitchen.id, post.draft);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const templates = quoteSettingsOf(saved.profile).templates;
    expect(templates.map((one) => one.id)).toEqual(settings.templates.map((one) => one.id));
    expect(templates[0]!.sections[0]!.lines[0]).toEqual({
      ...kitchen.sections[0]!.lines[0],
      rate: "1600.00",
    });
    // Saved unchanged, the template is as it was.
    const same = saveTemplate(carpentry, kitchen.id, readTemplatePost(templateForm(kitchen.id)).draft);
    expect(same.ok && same.profile).toEqual(carpentry);
  });

  it("adds a new template with an id from its title; a row button only changes the rows", () => {
    const rows = readTemplatePost(templateForm(null, { intent: "add-line:0" }));
    expect(rows.kind).toBe("rows");
    expect(rows.draft.sections[0]!.lines).toHaveLength(2);
    const post = readTemplatePost(
      templateForm(null, {
        title: "Study table",
        "sections.0.title": "Study",
        "sections.0.lines.0.description": "Table top",
        "sections.0.lines.0.rate": "4500",
      }),
    );
    const saved = saveTemplate(carpentry, null, post.draft);
    expect(saved).toMatchObject({ ok: true, id: "study-table" });
    if (!saved.ok) return;
    expect(quoteSettingsOf(saved.profile).templates.at(-1)).toEqual({
      id: "study-table",
      service: "modular-kitchen-fitting",
      title: "Study table",
      sections: [
        {
          title: "Study",
          lines: [{ description: "Table top", specification: "", quantity: "1", unit: "nos", rate: "4500" }],
        },
      ],
    });
  });

  it("says each problem by its field: a rate, an empty description, a service not offered", () => {
    const post = readTemplatePost(
      templateForm(kitchen.id, {
        service: "boat-building",
        "sections.0.lines.1.rate": "12,50",
        "sections.0.lines.0.description": " ",
      }),
    );
    expect(saveTemplate(carpentry, kitchen.id, post.draft)).toEqual({
      ok: false,
      errors: {
        service: "Choose one of your services.",
        "sections.0.lines.0.description": "Fill this in.",
        "sections.0.lines.1.rate": 'expected rupees, e.g. "1450.00"',
      },
    });
  });
});

describe.each(testDatabases())("publishing quote settings on $name", (database) => {
  let handle: TestDatabaseHandle;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(() => handle.drop());

  it("publishes a template's change as a new version, and refuses one from a page opened before", async () => {
    await seedVersions(handle.db, carpentry);
    const kitchen = settings.templates[0]!;
    const post = readTemplatePost(templateForm(kitchen.id, { "sections.0.lines.0.rate": "1700" }));
    const saved = saveTemplate(carpentry, kitchen.id, post.draft);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const meta = { by: "owner@example.com", source: "desk" as const, basedOn: 1 };
    expect(await publishAndApply(handle.db, saved.profile, meta)).toMatchObject({
      ok: true,
      version: { id: 2 },
    });
    const live = await publishedVersion(handle.db);
    expect(quoteSettingsOf(live!.profile).templates[0]!.sections[0]!.lines[0]!.rate).toBe("1700");
    const outcome = applied({ validityDays: "60" }, live!.profile);
    if (!outcome.ok) throw new Error("not applied");
    expect(await publishAndApply(handle.db, outcome.profile, meta)).toMatchObject({ conflict: true });
    expect((await publishedVersion(handle.db))?.id).toBe(2);
  });
});
