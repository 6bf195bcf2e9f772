// npm run seo:similarity — the share of identical sentences between every pair of neighbourhood pages.
import { maxIdenticalShare, pairwiseShares } from "./landing-similarity/measure";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";

for (const profile of Object.values(profiles) as Profile[]) {
  if (!profile.landing) continue;
  const pairs = pairwiseShares(profile.landing);
  const top = pairs[0];
  console.log(`${profile.id}: ${profile.landing.areas.length} landing pages, ${pairs.length} pairs`);
  console.table(
    pairs.slice(0, 10).map((p) => ({
      pages: `${p.a} ~ ${p.b}`,
      identical: p.identical,
      share: `${(p.share * 100).toFixed(1)}%`,
    })),
  );
  const mean = pairs.reduce((sum, p) => sum + p.share, 0) / pairs.length;
  console.log(
    `highest ${((top?.share ?? 0) * 100).toFixed(1)}%, mean ${(mean * 100).toFixed(1)}%, limit ${maxIdenticalShare * 100}%`,
  );
  if ((top?.share ?? 0) >= maxIdenticalShare) process.exitCode = 1;
}
