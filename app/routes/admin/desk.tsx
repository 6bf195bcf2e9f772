import { data, useLocation, useNavigation } from "react-router";
import { AccessDenied } from "~/components/admin/access-denied";
import { AuthPanel } from "~/components/admin/auth-panel";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { Dashboard } from "~/components/admin/dashboard";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffPageClass } from "~/components/admin/staff-styles";
import { Spinner } from "~/components/ui/spinner";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { parseLeadFilter } from "~/lib/lead-filter";
import {
  getStaff,
  hasRole,
  pageRefusal,
  requireTwoFactorIfRequired,
} from "~/server/auth/require-role.server";
import { deskAuthAction } from "~/server/auth/desk-auth-action.server";
import { signedOutMode } from "~/server/auth/two-factor-sign-in.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { loadDesk } from "~/server/http/desk-data.server";
import { runningSampleDetails } from "~/server/profile/sample-details.server";
import { deskOperations } from "~/server/backups/desk-operations.server";
import type { Route } from "./+types/desk";

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: copy.title },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /admin is where staff sign in as well as the dashboard, so its loader tells the states apart
 * itself (signed out, signed in without the role, admin) instead of refusing the request.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = startStaffPage(request);
  // The database being down is the desk's error page (503), not the sign-in form.
  const staff = await getStaff(request, page.cookies, { refuse: pageRefusal });
  const { notice } = page;
  if (!staff) {
    const mode = await signedOutMode(request);
    const verified = url.searchParams.has("verified");
    return data({ state: "signed-out", mode, verified, notice } as const, {
      status: 401,
      headers: page.headers(),
    });
  }
  if (!hasRole(staff, "staff") || !staff.role)
    return data({ state: "denied", email: staff.email, notice } as const, {
      status: 403,
      headers: page.headers(),
    });
  requireTwoFactorIfRequired(staff, pageRefusal);
  // The desk opens on All Leads; "Due" is the tab beside it, with how many are due.
  const asked = parseLeadFilter(url);
  const filter = { ...asked, view: asked.view ?? ("all" as const) };
  // Awaited (the queries take milliseconds), not streamed: a streamed part of the page only appears
  // through a script, and the desk must work without JavaScript. "Loading dashboard..." shows
  // while a new search, filter or page loads in the browser.
  const desk = await loadDesk(filter, { id: staff.id, email: staff.email, role: staff.role });
  const { role } = staff;
  // The owner is told what sample details the public site still shows; staff cannot change them.
  const samples = role === "admin" ? runningSampleDetails() : null;
  const operations = role === "admin" ? await deskOperations() : null; // off-site backups and e-mail
  return data(
    { state: "dashboard", email: staff.email, role, filter, desk, samples, operations, notice } as const,
    {
      headers: page.headers(),
    },
  );
}

export const action = ({ request }: Route.ActionArgs) => deskAuthAction(request);

export default function AdminDesk({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useToastOn(actionData && "toast" in actionData ? actionData : undefined);
  const { pathname } = useLocation();
  // The session and role are checked again after signing in or out, and when arriving from another page.
  const intent = navigation.formData?.get("intent");
  const checking =
    navigation.state === "loading" &&
    navigation.location.pathname === deskPaths.desk &&
    (intent === "sign-in" ||
      intent === "two-factor" ||
      intent === "recovery" ||
      intent === "sign-out" ||
      (!navigation.formMethod && pathname !== deskPaths.desk));

  let body: React.ReactNode;
  if (checking) body = <Spinner label={copy.checkingSession} />;
  else if (loaderData.state === "signed-out") {
    const mode =
      pendingFormMode(navigation) ??
      (actionData && "mode" in actionData && actionData.mode ? actionData.mode : loaderData.mode);
    const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
    const email = actionData && "email" in actionData ? actionData.email : undefined;
    body = (
      <div className="px-4 py-12">
        {loaderData.verified ? (
          <p
            role="status"
            className="mx-auto mb-6 max-w-md rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
          >
            <strong>{copy.notices.verified.title}.</strong> {copy.notices.verified.text}
          </p>
        ) : null}
        <AuthPanel mode={mode} errors={errors} answer={actionData} email={email} />
      </div>
    );
  } else if (loaderData.state === "denied") {
    body = <AccessDenied />;
  } else {
    body = (
      <Dashboard
        filter={loaderData.filter}
        desk={loaderData.desk}
        role={loaderData.role}
        samples={loaderData.samples}
        operations={loaderData.operations ?? null}
      />
    );
  }

  const notice = actionData && "toast" in actionData ? actionData.toast : undefined;
  return (
    <div className={staffPageClass}>
      <DeskHeader
        email={loaderData.state === "dashboard" ? loaderData.email : undefined}
        role={loaderData.state === "dashboard" ? loaderData.role : undefined}
      />
      <main id="main">
        {/* The notice shows as a toast with JavaScript; without it, here. */}
        {notice ? <PageNotice notice={notice} noscript /> : null}
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        {body}
      </main>
    </div>
  );
}

/**
 * The form a link to another signed-out form (sign in, sign up, forgot password) asks for, while the
 * desk still loads it: shown at once, so what is typed into it is not wiped when the answer arrives.
 */
function pendingFormMode(navigation: ReturnType<typeof useNavigation>) {
  if (navigation.state !== "loading" || navigation.formMethod) return undefined;
  if (navigation.location.pathname !== deskPaths.desk) return undefined;
  const asked = new URLSearchParams(navigation.location.search).get("mode");
  return asked === "sign-in" || asked === "sign-up" || asked === "forgot" ? asked : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
