import { ArrowRight, Phone } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { useContactLinks } from "~/lib/contact-links";
import { pagePaths } from "~/lib/pages";
import type { Cta } from "~/profiles/schema";

/** The closing call to action: the quote page and a phone call. */
export function CtaBanner({ cta }: { cta: Cta }) {
  const links = useContactLinks();
  return (
    <section aria-labelledby="cta-heading" className="wood-grain-dark">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
        <h2 id="cta-heading" className="font-display text-3xl font-semibold text-white sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-wood-200">{cta.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={pagePaths.contact} variant="light" icon={ArrowRight}>
            {cta.primaryLabel}
          </ButtonLink>
          <ButtonLink href={links.tel} variant="outlineLight" icon={Phone}>
            {cta.callLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
