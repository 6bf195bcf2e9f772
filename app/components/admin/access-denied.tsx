import { Form } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { staffButtonClass } from "./staff-styles";

/** A signed-in account without the role: what it may not do, and a way out. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.accessDenied}</h1>
      <p className="mt-3 text-wood-800">{copy.accessDeniedText}</p>
      <Form method="post" action={deskPaths.desk} className="mt-8">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className={staffButtonClass.primary}>
          {copy.signOut}
        </button>
      </Form>
    </div>
  );
}
