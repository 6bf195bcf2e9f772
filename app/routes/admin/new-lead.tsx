import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffButtonClass, staffCardClass, staffPageClass } from "~/components/admin/staff-styles";
import { MessageField, ServiceField } from "~/components/forms/enquiry-fields";
import { Field, inputClass } from "~/components/forms/field";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { leadFormFields } from "~/lib/lead-fields";
import { staffSources } from "~/lib/lead-work";
import { useSite } from "~/lib/site";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { clientOf, submitLead } from "~/server/http/lead-submission.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/new-lead";

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.work.newLeadTitle} · ${copy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

const fieldNames = ["name", "phone", "service", "message", "source"] as const;
type Values = Partial<Record<(typeof fieldNames)[number], string>>;

export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  return data({ email: member.email, role: member.role, notice: page.notice }, { headers: page.headers() });
}

/**
 * An enquiry that came by phone, WhatsApp, in person or by referral, entered by a desk member: a
 * lead like any other, with where it came from; no rate limit. Staff own what they enter.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireDesk(request, { refuse: pageRefusal });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  const values: Values = {};
  for (const name of fieldNames) {
    const value = form.get(name);
    if (typeof value === "string")
      values[name] = value.slice(0, name === "source" ? 20 : leadFormFields[name]);
  }
  const result = await submitLead({ ...values }, clientOf(request, context), "form", member);
  if (result.kind === "created" || result.kind === "duplicate") {
    const notice = result.kind === "created" ? copy.work.added : copy.work.addedAgain;
    throw redirect(deskPaths.lead(result.id), {
      status: 303,
      headers: flashNotice({ ...notice, tone: "success" }),
    });
  }
  const errors = result.kind === "invalid" ? result.errors : { form: copy.tryAgain };
  return data({ errors, values }, { status: result.kind === "invalid" ? 400 : 500 });
}

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.work.newLeadFailed);

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const navigation = useNavigation();
  // An answer that never came (no connection) is a notice; the form keeps what was typed.
  useToastOn(actionData && "toast" in actionData ? actionData : undefined);
  const errors: Partial<Record<string, string>> =
    actionData && "errors" in actionData ? actionData.errors : {};
  const values: Values = actionData && "values" in actionData ? actionData.values : {};
  const busy = navigation.state === "submitting";
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role} />
      <main id="main" className="mx-auto max-w-xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <Link
          to={deskPaths.desk}
          className="inline-flex items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.work.views.due}
        </Link>
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <div>
          <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.work.newLeadTitle}</h1>
          <p className="mt-2 text-wood-800">{copy.work.newLeadIntro}</p>
        </div>
        {errors.form ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            {errors.form}
          </p>
        ) : null}
        <Form method="post" className={`space-y-5 p-5 ${staffCardClass}`}>
          <fieldset>
            <legend className="font-semibold text-wood-950">{copy.work.cameBy}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {staffSources.map((source) => (
                <label
                  key={source}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-wood-300 bg-white px-3 py-2 font-medium text-wood-900 has-[:checked]:border-wood-700 has-[:checked]:bg-wood-100"
                >
                  <input
                    type="radio"
                    name="source"
                    value={source}
                    defaultChecked={(values.source ?? "phone") === source}
                    className="accent-wood-700"
                  />
                  {copy.work.sources[source]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label={copy.work.customerName} error={errors.name}>
            {(props) => (
              <input
                {...props}
                name="name"
                required
                autoFocus
                autoComplete="off"
                maxLength={100}
                defaultValue={values.name}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={copy.work.customerPhone} error={errors.phone}>
            {(props) => (
              <input
                {...props}
                name="phone"
                type="tel"
                inputMode="tel"
                required
                autoComplete="off"
                maxLength={leadFormFields.phone}
                defaultValue={values.phone}
                className={inputClass}
              />
            )}
          </Field>
          <ServiceField
            label={copy.work.service}
            choose={copy.work.chooseService}
            services={site.leadForm.services}
            error={errors.service}
            value={values.service}
            chooseDisabled
          />
          <MessageField label={copy.work.note} rows={3} error={errors.message} value={values.message} />
          <button type="submit" disabled={busy} className={staffButtonClass.block}>
            {copy.work.newLeadSave}
          </button>
        </Form>
      </main>
    </div>
  );
}

/** An account without a desk role (403), said on a staff page like the desk's other pages. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
