import { formatPhone } from "~/lib/phone";
import { sampleValues } from "~/profiles/sample-values";
import type { Profile } from "~/profiles/schema";
import { isProfileId } from "~/profiles";
import { log } from "../log.server";
import { getConfig } from "../site.server";

/** A made-up detail the running site still shows: what it is, and where in a profile file it lives. */
export type SampleDetail = {
  kind: "phone" | "email" | "address" | "testimonial";
  /** As the site shows it: the phone formatted, the street, the testimonial's name. */
  value: string;
  /** Its place in a profile file, e.g. `home.testimonials.items[0]`. */
  field: string;
};

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * The shipped sample details the site (with its BUSINESS_PHONE / BUSINESS_EMAIL overrides applied)
 * still carries: the placeholder phone and e-mail, a made-up street, and testimonials marked sample.
 */
export function sampleDetailsOf(site: Pick<Profile, "business" | "home">): SampleDetail[] {
  const { business } = site;
  const found: SampleDetail[] = [];
  if (isOneOf(sampleValues.phones, business.phone))
    found.push({ kind: "phone", value: formatPhone(business.phone), field: "business.phone" });
  if (isOneOf(sampleValues.emails, business.email))
    found.push({ kind: "email", value: business.email, field: "business.email" });
  if (isOneOf(sampleValues.streets, business.address.street))
    found.push({ kind: "address", value: business.address.street, field: "business.address.street" });
  site.home.testimonials.items.forEach((item, i) => {
    if (item.sample)
      found.push({ kind: "testimonial", value: item.name, field: `home.testimonials.items[${i}]` });
  });
  return found;
}

const logNames: Record<SampleDetail["kind"], string> = {
  phone: "phone",
  email: "e-mail",
  address: "street address",
  testimonial: "sample testimonial from",
};

/** One warning naming each sample detail the site still shows, or nothing. */
export function warnAboutSampleDetails({ details, fromProfile }: RunningSampleDetails): void {
  if (details.length === 0) return;
  const where = fromProfile
    ? `a profile file of the business's own (npm run profile -- init --from ${fromProfile} > my-business.json, edit it, then SITE_PROFILE=./my-business.json)`
    : "the profile file";
  log("warn", "sample_details", {
    details: details.map((detail) => `${logNames[detail.kind]} ${detail.value} (${detail.field})`),
    hint: `The public site still shows sample details. Set BUSINESS_PHONE and BUSINESS_EMAIL, and put the real address and testimonials in ${where}.`,
  });
}

/**
 * The warning at start and after each publish, said again only when the list of sample details
 * changed (a publish that fixes one, or brings one back), not on every publish.
 */
export function sampleDetailsWarning(): (running: RunningSampleDetails) => void {
  let said: string | undefined;
  return (running) => {
    const list = JSON.stringify(running.details);
    if (list === said) return;
    said = list;
    warnAboutSampleDetails(running);
  };
}

type RunningSampleDetails = { details: SampleDetail[]; fromProfile: string | null };

/**
 * The running site's sample details (for the start-up warning and the admins' banner in the desk),
 * and the shipped profile it runs, for the command that copies it into a file (null for a file).
 */
export function runningSampleDetails(): RunningSampleDetails {
  const { env, site } = getConfig();
  return {
    details: sampleDetailsOf(site),
    fromProfile: isProfileId(env.SITE_PROFILE) ? env.SITE_PROFILE : null,
  };
}
