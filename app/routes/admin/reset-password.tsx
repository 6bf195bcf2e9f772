import { data, Form, Link } from "react-router";
import { DeskHeader } from "~/components/admin/desk-header";
import { staffButtonClass, staffPageClass } from "~/components/admin/staff-styles";
import { PasswordField } from "~/components/admin/credential-fields";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { useToastOn } from "~/components/ui/use-toast-on";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { getConfig } from "~/server/site.server";
import { resetPassword } from "~/server/auth/staff-auth.server";
import { staffHeaders } from "~/server/http/staff-headers.server";
import type { Route } from "./+types/reset-password";

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: copy.newPassword },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", invalid: url.searchParams.has("error") };
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request, getConfig().site.publicUrl);
  const outcome = await resetPassword(Object.fromEntries(await request.formData()), request);
  return data({ toast: outcome.toast, errors: outcome.errors, done: outcome.toast?.tone === "success" });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData);
  const done = actionData?.done;
  return (
    <div className={staffPageClass}>
      <DeskHeader />
      <main id="main" className="px-4 py-12">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-wood-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.newPassword}</h1>
          {done ? (
            <p role="status" className="mt-4 text-wood-800">
              {copy.notices.passwordChanged.text}
            </p>
          ) : loaderData.invalid || !loaderData.token ? (
            <p role="alert" className="mt-4 text-red-800">
              {copy.resetLinkInvalid}
            </p>
          ) : (
            <Form method="post" className="mt-6 space-y-5">
              <input type="hidden" name="token" value={loaderData.token} />
              <PasswordField label={copy.newPassword} error={actionData?.errors?.password} isNew />
              <button type="submit" className={staffButtonClass.block}>
                {copy.newPassword}
              </button>
            </Form>
          )}
          <Link
            to={deskPaths.desk}
            className="mt-6 inline-block font-semibold text-wood-700 underline-offset-4 hover:underline"
          >
            {copy.backToSignIn}
          </Link>
        </div>
      </main>
    </div>
  );
}
