import { useId } from "react";
import { Field, inputClass } from "~/components/forms/field";
import { adminCopy } from "~/lib/admin-copy";

const copy = adminCopy.projects.fields;

export type ProjectFieldValues = {
  title?: string;
  description?: string;
  services?: string[];
  area?: string | null;
  month?: string;
};

/** What the fields offer: the site's services and the areas it names. */
export type ProjectChoices = { services: { id: string; title: string }[]; areas: string[] };

/** A project's details as form fields: the same on "New project" and on a project's page. */
export function ProjectFields({
  values,
  errors,
  choices,
  maxMonth,
}: {
  values: ProjectFieldValues;
  errors: Partial<Record<string, string>>;
  choices: ProjectChoices;
  /** This month ("2026-11"): a project cannot be finished later. */
  maxMonth: string;
}) {
  const areaList = useId();
  const servicesError = useId();
  const chosen = new Set(values.services ?? []);
  return (
    <>
      <Field label={copy.title} hint={copy.titleHint} error={errors.title}>
        {(props) => (
          <input
            {...props}
            name="title"
            required
            maxLength={120}
            defaultValue={values.title}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={copy.description} hint={copy.descriptionHint} error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            name="description"
            rows={4}
            maxLength={2000}
            defaultValue={values.description}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset {...(errors.services ? { "aria-describedby": servicesError } : {})}>
        <legend className="font-semibold text-wood-950">{copy.services}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.services.map((service) => (
            <label
              key={service.id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-wood-300 bg-white px-3 py-2 font-medium text-wood-900 has-[:checked]:border-wood-700 has-[:checked]:bg-wood-100"
            >
              <input
                type="checkbox"
                name="services"
                value={service.id}
                defaultChecked={chosen.has(service.id)}
                className="size-4 accent-wood-700"
              />
              {service.title}
            </label>
          ))}
        </div>
        <p id={servicesError} hidden={!errors.services} className="mt-2 text-sm font-medium text-red-700">
          {errors.services}
        </p>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={copy.area} hint={copy.areaHint} error={errors.area}>
          {(props) => (
            <>
              <input
                {...props}
                name="area"
                list={areaList}
                maxLength={60}
                autoComplete="off"
                defaultValue={values.area ?? ""}
                className={inputClass}
              />
              <datalist id={areaList}>
                {choices.areas.map((area) => (
                  <option key={area} value={area} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label={copy.month} hint={copy.monthHint} error={errors.month}>
          {(props) => (
            <input
              {...props}
              name="month"
              type="month"
              required
              max={maxMonth}
              placeholder="2026-09"
              pattern="\d{4}-\d{2}"
              defaultValue={values.month ?? maxMonth}
              className={inputClass}
            />
          )}
        </Field>
      </div>
    </>
  );
}
