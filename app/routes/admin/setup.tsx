import { Form, Link, useNavigation } from "react-router";
import { DeskHeader } from "~/components/admin/desk-header";
import { EmailField, PasswordField } from "~/components/admin/credential-fields";
import { staffButtonClass, staffPageClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { setupPageAction, setupPageLoader } from "~/server/auth/first-admin-setup.server";
import { staffHeaders } from "~/server/http/staff-headers.server";
import type { Route } from "./+types/setup";

const copy = adminCopy.firstAdmin;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: copy.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const loader = ({ request }: Route.LoaderArgs) => setupPageLoader(request);
export const action = ({ request }: Route.ActionArgs) => setupPageAction(request);

const panelClass = "mx-auto w-full max-w-md rounded-3xl border border-wood-200 bg-white p-6 shadow-sm sm:p-8";
const linkClass = "mt-6 inline-block font-semibold text-wood-700 underline-offset-4 hover:underline";

/**
 * The first admin's account, made from the one-time link the server printed at its start: the
 * form while the link is open, else one page saying why it does not work and what to do instead.
 */
export default function FirstAdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // The action's answer goes first: a link used in another tab meanwhile no longer shows the form.
  const page = actionData ?? loaderData;
  return (
    <div className={staffPageClass}>
      <DeskHeader />
      <main id="main" className="px-4 py-12">
        <div className={panelClass}>
          {page.state === "open" ? (
            <>
              <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.title}</h1>
              <p className="mt-2 text-wood-800">{copy.intro}</p>
              <Form method="post" className="mt-6 space-y-5">
                <input type="hidden" name="code" value={page.code} />
                <EmailField error={page.errors?.email} defaultValue={page.email} />
                <PasswordField label={adminCopy.password} error={page.errors?.password} isNew />
                <PasswordField
                  label={copy.confirmPassword}
                  name="confirmPassword"
                  error={page.errors?.confirmPassword}
                  isNew
                />
                <button type="submit" className={staffButtonClass.block} disabled={busy}>
                  {busy ? copy.creating : copy.create}
                </button>
              </Form>
            </>
          ) : (
            <>
              <h1 className="font-display text-3xl font-semibold text-wood-950">
                {page.state === "limited"
                  ? adminCopy.notices.authError
                  : page.state === "wrong"
                    ? copy.wrongTitle
                    : copy.spentTitle}
              </h1>
              <p role="alert" className="mt-4 text-wood-900">
                {page.state === "limited" ? (
                  adminCopy.tooManyAttempts
                ) : page.state === "wrong" ? (
                  copy.wrong
                ) : (
                  <SpentText />
                )}
              </p>
              <Link to={deskPaths.desk} className={linkClass}>
                {copy.toSignIn}
              </Link>
            </>
          )}
        </div>
      </main>
    </div>
  );
}

/** Why the link no longer works, with the command that makes an admin on the server as code. */
function SpentText() {
  const [before, after] = copy.spent.split("{command}");
  return (
    <>
      {before}
      <code className="rounded bg-wood-100 px-1.5 py-0.5 font-mono text-sm text-wood-950">
        {copy.command}
      </code>
      {after}
    </>
  );
}
