import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError, sendVerificationEmailFn } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import type { PageSite } from "~/lib/site";
import type { DbHandle } from "../db/connect.server";
import type { Mail, Mailer } from "../mail.server";
import { hitRateLimit } from "../rate-limit.server";
import { log } from "../log.server";
import { replacedAnswer } from "./auth-answers.server";
import { authLibraryLog } from "./auth-library-log.server";
import {
  clearedConfirmProof,
  confirmCookieName,
  confirmProofCookie,
  confirmProofOf,
} from "./confirm-proof.server";
import { onlyDeskEndpoints } from "./auth-endpoints.server";
import { deviceCookie, deviceCookieAttributes, deviceCookieValue, deviceIdFor } from "./device-cookie.server";
import { confirmWithPassword, replacePendingPassword } from "./pending-accounts.server";
import { hashedResetIdentifier, resetLinkPrefix, voidResetLinks } from "./reset-links.server";
import { admitSignIn, forgetDeviceFailures, hashed, signInCounter } from "./sign-in-limits.server";
import { recordSignIn } from "./staff-accounts.server";

export const clientAddressHeader = "x-workshop-client-address";
const basePath = "/api/auth";
/** Where a confirmation link leads when it names nowhere: the desk, with its notice. */
const confirmedLanding = "/admin?verified=1";
const passwordLength = { min: 8, max: 128 };

type AuthOptions = {
  database: DbHandle;
  site: PageSite;
  secret: string;
  mail: Mailer;
  now?: () => Date;
};

export function createAuth({ database, site, secret, mail, now = () => new Date() }: AuthOptions) {
  const { db } = database;
  const https = site.publicUrl.startsWith("https://");
  const device = deviceCookie(https);
  /**
   * Sends an e-mail without holding up the answer: how long sending takes must not tell whether the
   * address has an account (only then is there an e-mail to send). A failure is logged.
   */
  const send = (message: Mail) => {
    mail(message).catch((error: unknown) =>
      log("error", "mail_failed", {
        subject: message.subject,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return Promise.resolve();
  };
  const auth = betterAuth({
    appName: site.business.name,
    baseURL: site.publicUrl,
    basePath,
    secret,
    database: { db, type: database.kind === "sqlite" ? "sqlite" : "postgres" },
    user: {
      // The desk's roles (roles.server.ts), granted only by the admin CLI: a sign-up cannot set it.
      additionalFields: { role: { type: "string", required: false, defaultValue: "user", input: false } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      // A new password voids every other reset link of the account.
      onPasswordReset: async ({ user }) => {
        await voidResetLinks(db, user.id);
      },
      sendResetPassword: ({ user, url }) =>
        send({
          to: user.email,
          subject: `Reset your ${site.business.name} password`,
          text: `Someone asked to reset the password of your ${site.business.name} staff account.\n\nTo choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this e-mail.`,
          link: url,
        }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in before confirming is refused, and sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      // Following the link confirms nothing by itself: anyone may have signed up with the address,
      // and the password waiting on the account is theirs. The link leaves a cookie saying this
      // browser reads the address's mail; signing in from it with the account's password confirms
      // the account (the sign-in hook below). Thrown here, before Better Auth marks it confirmed.
      // See docs/decisions/0046-confirming-with-the-password.md.
      beforeEmailVerification: (user, request) => {
        const callbackURL = request ? new URL(request.url).searchParams.get("callbackURL") : null;
        throw new APIError("FOUND", undefined, {
          Location: callbackURL ?? confirmedLanding,
          "Set-Cookie": confirmProofCookie(secret, user.id, now(), https),
        });
      },
      sendVerificationEmail: ({ user, url }) =>
        send({
          to: user.email,
          subject: `Confirm your ${site.business.name} staff account`,
          text: `Welcome! Confirm your e-mail address by opening this link within an hour:\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
          link: url,
        }),
    },
    // Reset links are kept as hashes of their tokens (reset-links.server.ts).
    verification: {
      storeIdentifier: {
        default: "plain",
        overrides: { [resetLinkPrefix]: { hash: hashedResetIdentifier } },
      },
    },
    // When each account last signed in (a session is made only by signing in), for the staff page.
    databaseHooks: { session: { create: { after: (session) => recordSignIn(db, session.userId, now()) } } },
    session: {
      // A session lasts while it is used: each use after `updateAge` pushes its end out again;
      // twelve hours without use and it expires.
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 15,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 600, max: 5 },
        "/request-password-reset": { window: 600, max: 3 },
        // The code step and the security page's forms: ten a minute per address and endpoint.
        // Each sign-in's code step also allows five tries, and ten wrong codes in a row lock the
        // account's second step for fifteen minutes (the plugin's own limits).
        "/two-factor/*": { window: 60, max: 10 },
      },
      // The limiter's state lives in the database, so it holds across restarts and servers.
      customStorage: {
        consume: async (key, rule) => {
          const hit = await hitRateLimit(
            db,
            `auth:${hashed(key)}`,
            { max: rule.max, windowMs: rule.window * 1000 },
            now(),
          );
          return {
            allowed: hit.allowed,
            retryAfter: hit.allowed ? null : Math.ceil(hit.retryAfterMs / 1000),
          };
        },
      },
    },
    hooks: {
      // Sign-ins to one account are limited, counted apart for a browser that signed in to it before
      // (its device cookie) and for everyone else: guessing is throttled without locking the owner
      // out (docs/decisions/0016-sign-in-lockout.md).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" && ctx.path !== "/sign-up/email") return;
        const { email, password } = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
        if (typeof email !== "string" || typeof password !== "string") return;
        const address = email.toLowerCase();
        const { internalAdapter, password: hasher } = ctx.context;

        if (ctx.path === "/sign-up/email") {
          // A later sign-up for an address nobody confirmed: its password replaces the waiting
          // one, and a fresh link goes out. The answer stays the same as for any sign-up.
          if (password.length < passwordLength.min || password.length > passwordLength.max) return;
          const found = await internalAdapter.findUserByEmail(address);
          if (!found || found.user.emailVerified) return;
          if (await replacePendingPassword(db, found.user.id, await hasher.hash(password))) {
            await internalAdapter.deleteUserSessions(found.user.id);
            await voidResetLinks(db, found.user.id);
            await sendVerificationEmailFn(ctx, found.user);
          }
          return;
        }

        const deviceId = deviceIdFor(secret, ctx.getCookie(device.name), email);
        if (!(await admitSignIn(db, signInCounter(email, deviceId), now()))) {
          throw new APIError("TOO_MANY_REQUESTS", {
            message: "Too many sign-in attempts. Please wait a few minutes and try again.",
          });
        }
        // The browser that followed the account's confirmation link signs in with its password:
        // that confirms the account, with the password this browser has just shown it knows.
        const proven = confirmProofOf(secret, ctx.getCookie(confirmCookieName), now());
        if (!proven) return;
        const found = await internalAdapter.findUserByEmail(address, { includeAccounts: true });
        if (!found || found.user.id !== proven || found.user.emailVerified) return;
        const hash = found.accounts.find((account) => account.providerId === "credential")?.password;
        if (hash && (await hasher.verify({ hash, password }))) {
          await confirmWithPassword(db, found.user.id, hash);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (isAPIError(returned)) return;
        const signedIn = ctx.path === "/sign-in/email" && (returned as { user?: { email?: unknown } }).user;
        if (signedIn && typeof signedIn.email === "string") {
          const deviceId = deviceIdFor(secret, ctx.getCookie(device.name), signedIn.email);
          if (deviceId) await forgetDeviceFailures(db, deviceId);
          ctx.setCookie(
            device.name,
            deviceCookieValue(secret, signedIn.email, deviceId ?? undefined),
            deviceCookieAttributes(device),
          );
          // The confirmation cookie has done its work.
          if (ctx.getCookie(confirmCookieName) !== null) {
            ctx.setCookie(confirmCookieName, "", clearedConfirmProof(https));
          }
        }
        const answer = replacedAnswer(ctx.path, returned);
        return answer ? ctx.json(answer) : undefined;
      }),
    },
    advanced: {
      useSecureCookies: https,
      // Set by our server from the connection (or the trusted proxy); never taken from the client.
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
    },
    trustedOrigins: [site.publicUrl],
    // Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes; the admin
    // plugin stays out, roles are granted by the admin CLI. See docs/decisions/0023-two-factor.md.
    plugins: [
      // No e-mailed codes (the plugin sends none without `otpOptions.sendOTP`).
      twoFactor({ issuer: site.business.name }),
    ],
    telemetry: { enabled: false },
    // Warnings and errors only, as single lines of the server's JSON log.
    logger: { level: "warn", log: authLibraryLog },
  });
  // Over HTTP, only the endpoints the desk uses answer (auth-endpoints.server.ts).
  return { ...auth, handler: onlyDeskEndpoints(auth.handler, basePath) };
}

export type Auth = ReturnType<typeof createAuth>;
