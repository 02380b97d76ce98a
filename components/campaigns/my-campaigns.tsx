import Link from "next/link";
import type { listMyCampaigns } from "@/lib/campaigns/list-my-campaigns";

type TMine = Awaited<ReturnType<typeof listMyCampaigns>>;

/** Home: the campaigns the user rates or adjudicates, with their own progress. */
export function MyCampaigns({ campaigns }: { campaigns: TMine }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <div className="page-head">
        <div>
          <h1>Your labelling</h1>
          <div className="subtle">Campaigns you rate or adjudicate.</div>
        </div>
      </div>
      <div className="cards">
        {campaigns.map((c) => {
          const base = `/projects/${c.project.slug}/campaigns/${c.id}`;
          const rater = c.role === "rater";
          const href = rater ? `${base}/rate` : `${base}/adjudicate`;
          return (
            <Link
              key={`${c.id}-${c.role}`}
              href={href}
              className="card"
              data-testid="campaign-card"
            >
              <strong>{c.name}</strong>
              <div className="subtle">
                {c.project.name} · {rater ? "rater" : "adjudicator"} · {c.phase}
              </div>
              {rater && (
                <>
                  <div
                    className="progress"
                    role="progressbar"
                    aria-label={`Your progress in ${c.name}`}
                    aria-valuenow={c.done}
                    aria-valuemax={c.assigned}
                    style={{ marginTop: 10 }}
                  >
                    <div style={{ width: `${(100 * c.done) / Math.max(1, c.assigned)}%` }} />
                  </div>
                  <div className="stats">
                    <span>
                      {c.done} of {c.assigned} labelled
                    </span>
                  </div>
                </>
              )}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
