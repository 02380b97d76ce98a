import { campaignIds, studyId } from "./authz-world";
import { expect, test } from "./fixtures";

test("every main page has its own title: page · project · Rubricate", async ({ pageAs, world }) => {
  const ids = await campaignIds(world);
  const study = await studyId(world, "tinyjson-17");
  const s = world.slug;
  const expected: [string, string][] = [
    ["/", "Home · Rubricate"],
    ["/settings", "Settings · Rubricate"],
    [`/projects/${s}`, `Overview · ${s} · Rubricate`],
    [`/projects/${s}/agreement`, `Agreement · ${s} · Rubricate`],
    [`/projects/${s}/analytics`, `Rubric analytics · ${s} · Rubricate`],
    [`/projects/${s}/campaigns`, `Campaigns · ${s} · Rubricate`],
    [`/projects/${s}/campaigns/${ids.campaignId}`, `authz · ${s} · Rubricate`],
    [`/projects/${s}/effort`, `Effort · ${s} · Rubricate`],
    [`/projects/${s}/import`, `Import · ${s} · Rubricate`],
    [`/projects/${s}/judge`, `Judge · ${s} · Rubricate`],
    [`/projects/${s}/judge/runs/${ids.runId}`, `Judge run · ${s} · Rubricate`],
    [`/projects/${s}/judge/alignment`, `Judge alignment · ${s} · Rubricate`],
    [`/projects/${s}/judge/compare`, `Compare runs · ${s} · Rubricate`],
    [`/projects/${s}/judge/specs`, `Fix specs · ${s} · Rubricate`],
    [`/projects/${s}/judge/tune`, `Tune the judge · ${s} · Rubricate`],
    [`/projects/${s}/judge/refine`, `Refine judge instructions · ${s} · Rubricate`],
    [`/projects/${s}/policy`, `Policy · ${s} · Rubricate`],
    [`/projects/${s}/research`, `Research · ${s} · Rubricate`],
    [`/projects/${s}/rules`, `Rules · ${s} · Rubricate`],
    [`/projects/${s}/studies`, `Studies · ${s} · Rubricate`],
    [`/projects/${s}/studies/${study}`, `authz · ${s} · Rubricate`],
    [`/projects/${s}/bugs/tinyjson-17`, `Bug tinyjson-17 · ${s} · Rubricate`],
    [`/projects/${s}/work`, `My work · ${s} · Rubricate`],
  ];
  const lead = await pageAs(world.users.lead);
  const seen = new Set<string>();
  for (const [path, title] of expected) {
    await lead.goto(path);
    await expect(lead, path).toHaveTitle(title);
    seen.add(title);
  }
  expect(seen.size).toBe(expected.length - 1); // the campaign and the study are both named "authz"

  // A rater's pages, named as well; the campaign's name only for those the page lets in.
  const rater = await pageAs(world.users.rater);
  await rater.goto(`/projects/${s}/campaigns/${ids.campaignId}/rate`);
  await expect(rater).toHaveTitle(`Rate · authz · ${s} · Rubricate`);
  await rater.goto(`/projects/${s}/studies/${study}/author`);
  await expect(rater).toHaveTitle(`Author rubrics · authz · ${s} · Rubricate`);
  await rater.goto(`/projects/${s}/campaigns/${ids.campaignId}`);
  await expect(rater).toHaveTitle(`Campaign · ${s} · Rubricate`);

  // Leave the page first: its own requests, refused once the cookie is gone, would send it to the
  // sign-in page at the same moment and abort this navigation (net::ERR_ABORTED).
  await rater.goto("about:blank");
  await rater.context().clearCookies();
  await rater.goto(`/projects/${s}`);
  await expect(rater).toHaveTitle("Sign in · Rubricate");
});
