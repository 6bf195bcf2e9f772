import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { CodeField } from "./credential-fields";
import { staffButtonClass, staffCardClass } from "./staff-styles";

const copy = adminCopy.twoFactor;

/** A new secret to add to the app: its otpauth:// address, its key and its QR code's path. */
export type SetupView = { uri: string; key: string; qr: { size: number; path: string } };

/** The quiet zone around a QR code, in modules: scanners need four. */
const quiet = 4;

/** The QR code, drawn by the server as one SVG path: it shows without JavaScript. */
function QrCode({ qr }: { qr: SetupView["qr"] }) {
  const side = qr.size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={copy.qrLabel}
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-60 rounded-lg border border-wood-200 bg-white"
    >
      <rect x={-quiet} y={-quiet} width={side} height={side} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}

/**
 * Setting up the authenticator app: scan the QR code (or type the key), then confirm with the
 * first code it shows. The confirm form sends the setup's address back, so a wrong code shows
 * the same QR code again.
 */
export function TwoFactorSetup({
  email,
  setup,
  error,
  answer,
}: {
  email: string;
  setup: SetupView;
  error?: string;
  answer?: object;
}) {
  const busy = useNavigation().state === "submitting";
  // Focus moves to the new step when it replaces the password form (with JavaScript); a wrong code
  // puts it in the code box instead.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!error) heading.current?.focus();
  }, [error]);
  return (
    <section aria-labelledby="setup-h" className={`p-5 sm:p-6 ${staffCardClass}`}>
      <h2
        id="setup-h"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-wood-950"
      >
        {copy.turnOn}
      </h2>
      <div className="mt-5 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-wood-950">{copy.scanHeading}</h3>
          <div className="mt-4 flex justify-center md:justify-start">
            <QrCode qr={setup.qr} />
          </div>
          <p className="mt-4 text-sm text-wood-800">{copy.manualEntry}</p>
          <p
            className="mt-2 rounded-lg border border-wood-200 bg-wood-50 px-3 py-2 font-mono text-base break-words text-wood-950 select-all"
            data-testid="setup-key"
          >
            {setup.key}
          </p>
          <p className="mt-2 text-sm [overflow-wrap:anywhere] text-wood-800">
            {fillTemplate(copy.manualDetails, { email })}
          </p>
          {/* A phone cannot scan its own screen: the setup's address opens the app on it. */}
          <a
            href={setup.uri}
            className="mt-3 inline-block font-semibold text-wood-700 underline underline-offset-4 md:hidden"
          >
            {copy.openInApp}
          </a>
        </div>
        <div>
          <h3 className="font-semibold text-wood-950">{copy.confirmHeading}</h3>
          <Form method="post" className="mt-4 space-y-5">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="setupUri" value={setup.uri} />
            <CodeField kind="app" label={copy.code} error={error} answer={answer} />
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className={staffButtonClass.primary} disabled={busy}>
                {copy.confirm}
              </button>
              <Link
                to={deskPaths.security}
                className="font-semibold text-wood-700 underline-offset-4 hover:underline"
              >
                {copy.cancel}
              </Link>
            </div>
          </Form>
        </div>
      </div>
    </section>
  );
}
