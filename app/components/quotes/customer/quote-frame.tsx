import { MessageCircle, Phone } from "~/components/ui/icons";
import { Logo } from "~/components/layout/logo";
import { ButtonLink } from "~/components/ui/button-link";
import { customerCopy } from "~/lib/quotes/customer-copy";
import { useSite } from "~/lib/site";

/** The business's call and chat links about one quote (or about quotes in general). */
export type QuoteContact = { tel: string; whatsapp: string };

/**
 * The customer's page in the site's own look: its logo and a call button above, the business's
 * name and the ways to reach it below; no menu or enquiry form (the page is for one customer).
 */
export function QuoteFrame({ contact, children }: { contact: QuoteContact; children: React.ReactNode }) {
  const site = useSite();
  return (
    <>
      <header className="border-b border-wood-200 bg-wood-50">
        <div className="mx-auto flex h-18 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <a
            href={contact.tel}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-wood-700 px-4 font-semibold text-white"
          >
            <Phone aria-hidden="true" className="size-5" />
            {customerCopy.call}
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <footer className="wood-grain-dark text-wood-100">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div>
            <p className="font-display text-lg font-semibold text-white">{site.business.name}</p>
            <p className="text-wood-200">{site.phoneDisplay}</p>
          </div>
          <CallAndChat contact={contact} />
        </div>
      </footer>
    </>
  );
}

/** Call and WhatsApp, side by side. */
export function CallAndChat({ contact }: { contact: QuoteContact }) {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink href={contact.tel} variant="light" icon={Phone}>
        {customerCopy.call}
      </ButtonLink>
      <ButtonLink href={contact.whatsapp} variant="whatsapp" icon={MessageCircle}>
        {customerCopy.whatsapp}
      </ButtonLink>
    </div>
  );
}
