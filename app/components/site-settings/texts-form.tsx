import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { FactWarning } from "~/lib/site-settings-answer";
import { TextArea, TextField } from "./fields";
import { SectionForm } from "./section-form";

const copy = adminCopy.siteSettings.sections.texts;

/** The home page's first words, the About page's story and the business's values. */
export function TextsForm({
  values,
  warnings,
  valueCount,
}: {
  values: Record<string, string>;
  warnings: FactWarning[];
  valueCount: number;
}) {
  return (
    <SectionForm section="texts" title={copy.title} intro={copy.intro} values={values} warnings={warnings}>
      <TextField name="heroEyebrow" label={copy.heroEyebrow} />
      <TextField name="heroHeading" label={copy.heroHeading} />
      <TextArea name="heroText" label={copy.heroText} rows={3} />
      <TextField name="storyHeading" label={copy.storyHeading} />
      <TextArea name="storyParagraphs" label={copy.storyParagraphs} rows={8} />
      <TextField name="valuesHeading" label={copy.valuesHeading} />
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: valueCount }, (_, i) => (
          <fieldset key={i} className="space-y-4 rounded-xl border border-wood-200 p-4">
            <legend className="px-1 font-semibold text-wood-950">
              {fillTemplate(copy.value, { n: String(i + 1) })}
            </legend>
            <TextField name={`values.${i}.title`} label={copy.valueTitle} />
            <TextArea name={`values.${i}.description`} label={copy.valueDescription} rows={3} />
          </fieldset>
        ))}
      </div>
    </SectionForm>
  );
}
