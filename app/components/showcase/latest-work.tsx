import { ArrowRight } from "~/components/ui/icons";
import { HeadedSection } from "~/components/sections/headed-section";
import { ButtonLink } from "~/components/ui/button-link";
import { ourWorkPath, type ShowcaseProject } from "~/lib/showcase";
import { useSite } from "~/lib/site";
import { workTexts } from "~/lib/work";
import { ProjectCards } from "./project-cards";

/** A band of project cards with a link to the whole gallery; nothing at all without a project. */
export function WorkSection({
  id,
  heading,
  projects,
  tone = "plain",
}: {
  id: string;
  heading: { eyebrow?: string; heading: string; text?: string };
  projects: readonly ShowcaseProject[];
  tone?: "plain" | "white";
}) {
  const site = useSite();
  if (projects.length === 0) return null;
  return (
    <HeadedSection id={id} tone={tone} heading={heading}>
      <ProjectCards projects={projects} />
      <div className="mt-10 text-center">
        <ButtonLink to={ourWorkPath} variant="secondary" icon={ArrowRight}>
          {workTexts(site).latest.viewAllLabel}
        </ButtonLink>
      </div>
    </HeadedSection>
  );
}
