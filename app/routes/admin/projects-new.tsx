import { data, Form, redirect, useNavigation } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskPage } from "~/components/admin/desk-page";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { ProjectFields, type ProjectFieldValues } from "~/components/projects/project-fields";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { newProjectForm } from "~/server/projects/project-forms.server";
import { projectChoices } from "~/server/projects/project-work.server";
import { istMonth } from "~/server/projects/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/projects-new";

const copy = adminCopy.projects;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.newTitle} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { now } = await getRuntime();
  return data(
    {
      email: member.email,
      role: member.role,
      notice: page.notice,
      choices: projectChoices(),
      maxMonth: istMonth(now()),
    },
    { headers: page.headers() },
  );
}

/** A new draft, by any desk member; then its page, to add the photos. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireDesk(request, { refuse: pageRefusal });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  const result = await newProjectForm(member, form);
  if (result.kind === "done") {
    throw redirect(deskPaths.project(result.value.id), {
      status: 303,
      headers: flashNotice({ ...copy.notices.created, tone: "success" }),
    });
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ProjectFieldValues = {
    title: text("title"),
    description: text("description"),
    services: form.getAll("services").filter((value) => typeof value === "string"),
    area: text("area"),
    month: text("month"),
  };
  const errors = result.kind === "invalid" ? result.errors : { form: adminCopy.tryAgain };
  const toast = { title: copy.notices.error, text: Object.values(errors)[0] ?? "", tone: "error" as const };
  return data({ errors, values, toast }, { status: 400, headers: staffHeaders });
}

export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notices.error);

export default function NewProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useToastOn(actionData);
  const errors: Partial<Record<string, string>> =
    actionData && "errors" in actionData ? actionData.errors : {};
  const values: ProjectFieldValues = actionData && "values" in actionData ? actionData.values : {};
  return (
    <DeskPage
      email={loaderData.email}
      role={loaderData.role}
      notice={loaderData.notice}
      title={copy.newTitle}
      intro={copy.newIntro}
    >
      <Form method="post" className={`max-w-2xl space-y-5 p-5 ${staffCardClass}`}>
        <ProjectFields
          values={values}
          errors={errors}
          choices={loaderData.choices}
          maxMonth={loaderData.maxMonth}
        />
        <button type="submit" disabled={navigation.state === "submitting"} className={staffButtonClass.block}>
          {copy.create}
        </button>
      </Form>
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
