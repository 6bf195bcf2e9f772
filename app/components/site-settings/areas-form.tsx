import { adminCopy } from "~/lib/admin-copy";
import type { FactWarning } from "~/lib/site-settings-answer";
import { TextArea } from "./fields";
import { SectionForm } from "./section-form";

const copy = adminCopy.siteSettings.sections.areas;

/** The areas served: one list, shown on the services, about and contact pages. */
export function AreasForm({ values, warnings }: { values: Record<string, string>; warnings: FactWarning[] }) {
  return (
    <SectionForm section="areas" title={copy.title} intro={copy.intro} values={values} warnings={warnings}>
      <TextArea name="areas" label={copy.areas} rows={10} />
    </SectionForm>
  );
}
