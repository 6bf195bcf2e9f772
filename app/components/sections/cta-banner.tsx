import { CallButton, EnquiryButton } from "~/components/ui/contact-buttons";
import type { Cta } from "~/profiles/schema";

/** A dark closing band: a heading, a line of text, its buttons, and whatever follows them. */
export function CtaBand({
  id,
  heading,
  text,
  buttons,
  roomy = false,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  buttons: React.ReactNode;
  /** More room above and below on wider screens. */
  roomy?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="wood-grain-dark">
      <div className={`mx-auto max-w-4xl px-4 py-16 text-center sm:px-6${roomy ? " md:py-20" : ""}`}>
        <h2 id={id} className="font-display text-3xl font-semibold text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-wood-200">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{buttons}</div>
        {children}
      </div>
    </section>
  );
}

/** The closing call to action of a page: the quote page and a phone call. */
export function CtaBanner({ cta }: { cta: Cta }) {
  const buttons = (
    <>
      <EnquiryButton variant="light">{cta.primaryLabel}</EnquiryButton>
      <CallButton variant="outlineLight">{cta.callLabel}</CallButton>
    </>
  );
  return <CtaBand id="cta-heading" heading={cta.heading} text={cta.text} buttons={buttons} roomy />;
}
