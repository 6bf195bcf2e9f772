import { Trash2 } from "lucide-react";
import { staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatMonthYear } from "~/lib/format-date";
import { fillTemplate } from "~/lib/links";
import type { FactWarning } from "~/lib/site-settings-answer";
import { FieldGrid, TextArea, TextField } from "./fields";
import { BaseField, SectionForm, SectionStatus, useSectionAnswer } from "./section-form";

const copy = adminCopy.siteSettings.sections.testimonials;

export type ShownTestimonial = {
  /** Which testimonial it is, by what it says: a removal finds it wherever the list moved it. */
  key: string;
  name: string;
  location: string;
  text: string;
  sample: boolean;
  given: { date: string; source: string } | null;
};

/** The button that removes one testimonial: a form of its own, published at once. */
function RemoveTestimonial({ testimonial, name }: { testimonial: string; name: string }) {
  const { fetcher } = useSectionAnswer("testimonials", "testimonials-remove");
  return (
    <fetcher.Form method="post" action={deskPaths.site} className="shrink-0">
      <input type="hidden" name="section" value="testimonials" />
      <input type="hidden" name="testimonial" value={testimonial} />
      <BaseField />
      <button
        type="submit"
        name="intent"
        value="remove"
        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-wood-300 bg-white px-3 text-sm font-semibold text-wood-900 hover:bg-wood-100"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {copy.remove}
        <span className="sr-only"> {fillTemplate(copy.removeOf, { name })}</span>
      </button>
    </fetcher.Form>
  );
}

/** A removal's outcome, shown above the list (the add form shows its own). */
function RemovalStatus() {
  const { answer } = useSectionAnswer("testimonials", "testimonials-remove");
  return <SectionStatus answer={answer} />;
}

/** The customers' words on the home page: the list (samples marked), and a form to add a real one. */
export function TestimonialsForm({
  items,
  warnings,
}: {
  items: ShownTestimonial[];
  warnings: FactWarning[];
}) {
  const list = (
    <>
      <RemovalStatus />
      <ul className="mt-5 space-y-3">
        {items.map((item, index) => (
          <li
            key={`${index}-${item.key}`}
            className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-start ${staffCardClass}`}
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-wood-950">
                {item.name}
                <span className="font-normal text-wood-800">· {item.location}</span>
                {item.sample ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                    {copy.sample}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 break-words text-wood-900">“{item.text}”</p>
              <p className="mt-1 text-sm text-wood-800">
                {item.given
                  ? fillTemplate(copy.given, {
                      source: item.given.source,
                      date: formatMonthYear(item.given.date),
                    })
                  : copy.sampleNote}
              </p>
            </div>
            <RemoveTestimonial testimonial={item.key} name={item.name} />
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <SectionForm
      section="testimonials"
      title={copy.title}
      intro={copy.intro}
      values={{}}
      warnings={warnings}
      submitLabel={copy.addButton}
      intent="add"
      before={list}
    >
      <h3 className="text-lg font-semibold text-wood-950">{copy.add}</h3>
      <FieldGrid>
        <TextField name="name" label={copy.name} />
        <TextField name="location" label={copy.location} />
      </FieldGrid>
      <TextArea name="text" label={copy.text} rows={3} />
      <FieldGrid>
        <TextField name="date" label={copy.date} type="date" />
        <TextField name="source" label={copy.source} />
      </FieldGrid>
    </SectionForm>
  );
}
