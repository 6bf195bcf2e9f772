import { SectionHeading } from "~/components/ui/section-heading";
import { Section } from "./section";

type Heading = { eyebrow?: string; heading: string; text?: string };

/** A page band that opens with its heading (eyebrow, title, text); the title, with `id`, names the band. */
export function HeadedSection({
  id,
  tone,
  heading,
  children,
}: {
  id: string;
  tone: React.ComponentProps<typeof Section>["tone"];
  heading: Heading;
  children: React.ReactNode;
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={heading.eyebrow} heading={heading.heading} text={heading.text} />
      {children}
    </Section>
  );
}
