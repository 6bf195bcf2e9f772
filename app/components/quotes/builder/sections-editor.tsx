import { Plus, Trash2 } from "lucide-react";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import {
  applySectionsIntent,
  type DraftLine,
  type DraftSection,
  type LineDefaults,
} from "~/lib/quotes/builder-draft";
import { type Errors, Input, RowButton } from "./builder-fields";
import { LineFields, type LineTax } from "./line-fields";

const copy = adminCopy.quotes.builder;

export type SectionsChange = (update: (sections: DraftSection[]) => DraftSection[]) => void;

/**
 * The rooms (sections) of lines, as the quote's builder and a template's editor both edit them. Row
 * buttons change the rows in place with JavaScript; without it they post the form with their intent
 * and the page's action sends the change back.
 */
export function SectionsEditor({
  sections,
  change,
  errors,
  defaults,
  tax,
  amountOf,
}: {
  sections: DraftSection[];
  change: SectionsChange;
  errors: Errors;
  defaults: LineDefaults;
  tax: LineTax;
  /** A line's amount as typed, when the page shows amounts. */
  amountOf?: (s: number, l: number) => number | null;
}) {
  const apply = (intent: string) => () => change((all) => applySectionsIntent(all, intent, defaults));
  const setLine = (s: number, l: number) => (field: keyof DraftLine, value: string | boolean) =>
    change((all) =>
      all.map((section, i) =>
        i !== s
          ? section
          : {
              ...section,
              lines: section.lines.map((one, j) => (j === l ? { ...one, [field]: value } : one)),
            },
      ),
    );
  return (
    <section aria-labelledby="sections-h" className="space-y-4">
      <h2 id="sections-h" className="font-display text-xl font-semibold text-wood-950">
        {copy.sections}
      </h2>
      {errors.sections ? <p className="text-sm font-medium text-red-700">{errors.sections}</p> : null}
      {sections.map((section, s) => (
        <fieldset key={s} className={`space-y-3 p-4 sm:p-5 ${staffCardClass}`}>
          <legend className="sr-only">{fillTemplate(copy.section, { n: String(s + 1) })}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <Input
              className="min-w-0 flex-1"
              name={`sections.${s}.title`}
              label={copy.sectionTitle}
              hint={copy.sectionTitleHint}
              value={section.title}
              onChange={(value) =>
                change((all) => all.map((one, i) => (i === s ? { ...one, title: value } : one)))
              }
              errors={errors}
            />
            {sections.length > 1 ? (
              <RowButton intent={`remove-section:${s}`} onClick={apply(`remove-section:${s}`)}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span>
                  {copy.removeSection}
                  <span className="sr-only"> {section.title || s + 1}</span>
                </span>
              </RowButton>
            ) : null}
          </div>
          {errors[`sections.${s}.lines`] ? (
            <p className="text-sm font-medium text-red-700">{errors[`sections.${s}.lines`]}</p>
          ) : null}
          <ol className="space-y-3">
            {section.lines.map((line, l) => (
              <LineFields
                key={l}
                s={s}
                l={l}
                line={line}
                amount={amountOf ? amountOf(s, l) : undefined}
                tax={tax}
                errors={errors}
                set={setLine(s, l)}
                onRemove={apply(`remove-line:${s}:${l}`)}
              />
            ))}
          </ol>
          <RowButton intent={`add-line:${s}`} onClick={apply(`add-line:${s}`)}>
            <Plus aria-hidden="true" className="size-4" />
            <span>
              {copy.addLine}
              <span className="sr-only"> ({section.title || s + 1})</span>
            </span>
          </RowButton>
        </fieldset>
      ))}
      <RowButton intent="add-section" className={staffButtonClass.outline} onClick={apply("add-section")}>
        <Plus aria-hidden="true" className="size-4" />
        {copy.addSection}
      </RowButton>
    </section>
  );
}
