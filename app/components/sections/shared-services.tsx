import { IconTile } from "~/components/ui/icon-tile";
import { MarkedList } from "~/components/ui/marked-list";
import { SectionHeading } from "~/components/ui/section-heading";
import type { PageSite } from "~/lib/site";
import { FeatureGrid } from "./feature-grid";

type Shared = NonNullable<PageSite["landing"]>["shared"];

const subheading = "mt-16 text-center font-display text-2xl font-semibold text-wood-950";

/** The services block the neighbourhood pages share: service cards, why choose us, and the process. */
export function SharedServices({ shared }: { shared: Shared }) {
  return (
    <aside aria-labelledby="shared-services-heading" className="wood-grain">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading id="shared-services-heading" heading={shared.heading} text={shared.text} />
        {/* Centred rows, so that fewer cards (a hidden service's card is left out) still sit well. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {shared.services.map((service) => (
            <li
              key={service.title}
              className="w-full rounded-2xl border border-wood-200 bg-white p-6 shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
            >
              <IconTile icon={service.icon} size="md" tone="dark" />
              <h3 className="mt-4 font-display text-xl font-semibold text-wood-950">{service.title}</h3>
              <MarkedList items={service.features} mark="smallTick" className="mt-3 space-y-1.5" />
            </li>
          ))}
        </ul>
        <h3 className={subheading}>{shared.whyChoose.heading}</h3>
        <FeatureGrid items={shared.whyChoose.items} tone="white" />
        <h3 className={subheading}>{shared.process.heading}</h3>
        <ProcessSteps steps={shared.process.steps} />
      </div>
    </aside>
  );
}

/** The design process, numbered step by step. */
function ProcessSteps({ steps }: { steps: Shared["process"]["steps"] }) {
  return (
    <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-wood-200 bg-white p-6">
          <span className="font-display text-3xl font-semibold text-wood-500">{index + 1}</span>
          <h4 className="mt-2 text-lg font-semibold text-wood-950">{step.title}</h4>
          <p className="mt-1 text-wood-800">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
