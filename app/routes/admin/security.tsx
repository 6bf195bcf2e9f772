import { deskClientAction } from "~/components/admin/desk-action";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffPageClass } from "~/components/admin/staff-styles";
import { TwoFactorSettings } from "~/components/admin/two-factor-settings";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy as copy } from "~/lib/admin-copy";
import { loadSecurityPage, securityAction } from "~/server/auth/security-page.server";
import { staffHeaders } from "~/server/http/staff-headers.server";
import type { Route } from "./+types/security";

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.twoFactor.title} · ${copy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Any signed-in account, admin or not; signed out, to the sign-in form. */
export const loader = ({ request }: Route.LoaderArgs) => loadSecurityPage(request);

export const action = ({ request }: Route.ActionArgs) => securityAction(request);

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notices.authError);

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData);
  const notice = actionData && "toast" in actionData ? actionData.toast : undefined;
  const answer = actionData && "form" in actionData ? actionData : undefined;
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role} />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        {loaderData.required && !loaderData.newCodes ? (
          <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <strong className="block">{copy.twoFactor.required.title}</strong>
            {copy.twoFactor.required.text}
          </p>
        ) : null}
        {/* The notice shows as a toast with JavaScript; without it, here. */}
        {notice ? <PageNotice notice={notice} noscript /> : null}
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <div>
          <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.twoFactor.heading}</h1>
          <p className="mt-2 text-wood-800">{copy.twoFactor.intro}</p>
        </div>
        <TwoFactorSettings state={loaderData} answer={answer} />
      </main>
    </div>
  );
}
