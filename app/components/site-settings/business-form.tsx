import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { FactWarning } from "~/lib/site-settings-answer";
import { CheckboxField, FieldGrid, TextField } from "./fields";
import { SectionForm, useFilled } from "./section-form";

const copy = adminCopy.siteSettings;
const fields = copy.sections.business;
const days = Object.values(copy.days);

/** What the server's own settings show instead of a field: BUSINESS_PHONE, BUSINESS_EMAIL. */
export type Overrides = { phone?: string; email?: string };

const overrideNote = (setting: string, value: string | undefined) =>
  value ? fillTemplate(copy.override, { setting, value }) : undefined;

/** One day's hours: open or closed, and when. */
function DayRow({ day, index }: { day: string; index: number }) {
  const opens = useFilled(`days.${index}.opens`);
  const closes = useFilled(`days.${index}.closes`);
  const ranges = useFilled(`days.${index}.ranges`).value;
  const problem = opens.problem ?? closes.problem;
  const rangesId = `day-${index}-ranges`;
  const errorId = `day-${index}-error`;
  const described = problem ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <fieldset className="grid grid-cols-2 items-end gap-3 border-t border-wood-100 py-3 sm:grid-cols-[10rem_1fr_1fr]">
      <legend className="sr-only">{day}</legend>
      <div className="col-span-2 sm:col-span-1">
        <CheckboxField name={`days.${index}.open`} label={day} />
      </div>
      <label className="block text-sm font-semibold text-wood-950">
        {fields.opens}
        <input
          type="time"
          name={`days.${index}.opens`}
          defaultValue={opens.value}
          {...(opens.problem ? described : {})}
          className="mt-1 block min-h-11 w-full rounded-lg border border-wood-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600"
        />
      </label>
      <label className="block text-sm font-semibold text-wood-950">
        {fields.closes}
        <input
          type="time"
          name={`days.${index}.closes`}
          defaultValue={closes.value}
          {...(closes.problem ? described : {})}
          className="mt-1 block min-h-11 w-full rounded-lg border border-wood-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600"
        />
      </label>
      {ranges ? (
        <p id={rangesId} className="col-span-2 text-sm text-wood-800 sm:col-span-3">
          <input type="hidden" name={`days.${index}.ranges`} value={ranges} />
          {fillTemplate(fields.ranges, { ranges })}
        </p>
      ) : null}
      {problem ? (
        <p id={errorId} className="col-span-2 text-sm font-medium text-red-700 sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

function HoursFields() {
  const { problem } = useFilled("hours");
  return (
    <fieldset aria-describedby={problem ? "hours-error" : undefined}>
      <legend className="font-semibold text-wood-950">{fields.hours}</legend>
      <p className="mt-1 text-sm text-wood-800">{fields.midnight}</p>
      {problem ? (
        <p id="hours-error" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-2">
        {days.map((day, index) => (
          <DayRow key={day} day={day} index={index} />
        ))}
      </div>
    </fieldset>
  );
}

/** The business's name, how to reach it, where it is and when it works. */
export function BusinessForm({
  values,
  warnings,
  overrides,
}: {
  values: Record<string, string>;
  warnings: FactWarning[];
  overrides: Overrides;
}) {
  return (
    <SectionForm
      section="business"
      title={fields.title}
      intro={fields.intro}
      values={values}
      warnings={warnings}
    >
      <FieldGrid>
        <TextField name="name" label={fields.name} autoComplete="organization" />
        <TextField name="shortName" label={fields.shortName} note={fields.shortNameHint} />
        <TextField
          name="phone"
          label={fields.phone}
          type="tel"
          autoComplete="tel"
          note={overrideNote("BUSINESS_PHONE", overrides.phone) ?? fields.phoneHint}
        />
        <TextField name="whatsapp" label={fields.whatsapp} type="tel" />
        <TextField
          name="email"
          label={fields.email}
          type="email"
          autoComplete="email"
          note={overrideNote("BUSINESS_EMAIL", overrides.email)}
        />
        <TextField name="gstin" label={fields.gstin} note={fields.gstinHint} />
        <TextField name="serviceRadiusKm" label={fields.radius} inputMode="numeric" />
        <TextField name="street" label={fields.street} />
        <TextField name="locality" label={fields.locality} />
        <TextField name="city" label={fields.city} />
        <TextField name="region" label={fields.region} />
        <TextField name="postalCode" label={fields.postalCode} inputMode="numeric" />
      </FieldGrid>
      <FieldGrid>
        <TextField name="lat" label={fields.lat} inputMode="decimal" />
        <TextField name="lng" label={fields.lng} inputMode="decimal" />
      </FieldGrid>
      <p className="-mt-2 text-sm text-wood-800">{fields.geoHint}</p>
      <HoursFields />
    </SectionForm>
  );
}
