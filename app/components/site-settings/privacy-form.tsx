import { adminCopy } from "~/lib/admin-copy";
import type { FactWarning } from "~/lib/site-settings-answer";
import { FieldGrid, TextArea, TextField } from "./fields";
import { SectionForm } from "./section-form";

const copy = adminCopy.siteSettings.sections.privacy;

/** Who people write to about their data, on the privacy page. */
export function PrivacyForm({
  values,
  warnings,
}: {
  values: Record<string, string>;
  warnings: FactWarning[];
}) {
  return (
    <SectionForm section="privacy" title={copy.title} intro={copy.intro} values={values} warnings={warnings}>
      <TextField name="heading" label={copy.heading} />
      <TextArea name="text" label={copy.text} rows={3} />
      <FieldGrid>
        <TextField name="emailLabel" label={copy.emailLabel} />
        <TextField name="phoneLabel" label={copy.phoneLabel} />
        <TextField name="addressLabel" label={copy.addressLabel} />
      </FieldGrid>
    </SectionForm>
  );
}
