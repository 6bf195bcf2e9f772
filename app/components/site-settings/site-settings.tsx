import { History, Info } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { factPlaceholders } from "~/lib/site-facts";
import { type FactWarning, type SiteSectionId, siteSectionIds } from "~/lib/site-settings-answer";
import { AreasForm } from "./areas-form";
import { BusinessForm, type Overrides } from "./business-form";
import { FactWarnings } from "./fact-warnings";
import { PageVersionContext, sectionFetcherKey } from "./section-form";
import { PrivacyForm } from "./privacy-form";
import type { ShownTemplate } from "./quote-templates-list";
import { QuotesForm } from "./quotes-form";
import { ServicesForm } from "./services-form";
import { type ShownTestimonial, TestimonialsForm } from "./testimonials-form";
import { TextsForm } from "./texts-form";

const copy = adminCopy.siteSettings;
const order = siteSectionIds;

export type SiteSettingsData = {
  version: number | null;
  values: Record<SiteSectionId, Record<string, string>>;
  serviceCount: number;
  valueCount: number;
  testimonials: ShownTestimonial[];
  warnings: Record<SiteSectionId | "other", FactWarning[]>;
  overrides: Overrides;
  /** The services, in order, each with its own tax row in the quotes part. */
  quoteServices: { id: string; title: string }[];
  quoteTemplates: ShownTemplate[];
};

/** The parts of the site, as links: a row to scroll on a phone, a column beside the forms on a wide screen. */
function SectionNav() {
  return (
    <nav aria-label={copy.sectionsLabel} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {order.map((id) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-wood-300 bg-white px-4 font-semibold whitespace-nowrap text-wood-900 hover:bg-wood-100 lg:w-full lg:rounded-lg"
            >
              {copy.sections[id].title}
            </a>
          </li>
        ))}
        <li className="shrink-0">
          <Link
            to={deskPaths.siteVersions}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold whitespace-nowrap text-wood-800 underline underline-offset-4 lg:w-full lg:rounded-lg"
          >
            <History aria-hidden="true" className="size-4" />
            {copy.versionsLink}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** How a text refers to a fact so it follows when the fact changes. */
function PlaceholderHelp({ warnings }: { warnings: FactWarning[] }) {
  return (
    <div className={`p-4 ${staffCardClass}`}>
      <p className="flex items-start gap-2 font-semibold text-wood-950">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {copy.placeholders.title}
      </p>
      <p className="mt-1 text-wood-800">{copy.placeholders.text}</p>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-wood-800 underline underline-offset-4">
          {copy.placeholders.list}
        </summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {factPlaceholders.map((one) => (
            <div key={one.placeholder} className="contents">
              <dt>
                <code className="font-semibold text-wood-950">{one.placeholder}</code>
              </dt>
              <dd className="mb-2 text-wood-800 sm:mb-0">{one.description}</dd>
            </div>
          ))}
        </dl>
      </details>
      <FactWarnings warnings={warnings} />
    </div>
  );
}

/**
 * Holds on to one section's answer: a form is made anew when its values change, and an answer whose
 * form alone used it would go with the old form.
 */
function KeepAnswer({ fetcherKey }: { fetcherKey: string }) {
  useFetcher({ key: fetcherKey });
  return null;
}

/** The key that remakes a form when what it shows changed, and only then: typing elsewhere stays. */
const keyOf = (values: unknown) => JSON.stringify(values);

/** Every part of the business's site, each its own form, remade when its own values change. */
export function SiteSettings({ data }: { data: SiteSettingsData }) {
  const { values, warnings } = data;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      {[...order, "testimonials-remove", "quotes-remove"].map((key) => (
        <KeepAnswer key={key} fetcherKey={sectionFetcherKey(key)} />
      ))}
      <SectionNav />
      <PageVersionContext.Provider value={data.version}>
        <div className="min-w-0 space-y-6">
          <PlaceholderHelp warnings={warnings.other} />
          <BusinessForm
            key={keyOf(values.business)}
            values={values.business}
            warnings={warnings.business}
            overrides={data.overrides}
          />
          <ServicesForm
            key={keyOf(values.services)}
            values={values.services}
            warnings={warnings.services}
            count={data.serviceCount}
          />
          <TestimonialsForm
            key={keyOf(data.testimonials)}
            items={data.testimonials}
            warnings={warnings.testimonials}
          />
          <AreasForm key={keyOf(values.areas)} values={values.areas} warnings={warnings.areas} />
          <TextsForm
            key={keyOf(values.texts)}
            values={values.texts}
            warnings={warnings.texts}
            valueCount={data.valueCount}
          />
          <PrivacyForm key={keyOf(values.privacy)} values={values.privacy} warnings={warnings.privacy} />
          <QuotesForm
            key={keyOf([values.quotes, data.quoteTemplates])}
            values={values.quotes}
            warnings={warnings.quotes}
            services={data.quoteServices}
            templates={data.quoteTemplates}
          />
        </div>
      </PageVersionContext.Provider>
    </div>
  );
}
