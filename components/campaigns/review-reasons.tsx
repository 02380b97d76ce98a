"use client";

import type { TGetCampaignResponse } from "@/lib/campaigns/campaigns-api.types";

/** An active-review campaign's routing reasons, for the lead (raters never receive them). */
export function ReviewReasons({ review }: { review: NonNullable<TGetCampaignResponse["review"]> }) {
  return (
    <section className="panel" aria-label="Why these patches">
      <h2>Why these patches</h2>
      {!review.visible ? (
        <div className="subtle" data-testid="review-hidden">
          {review.why}
        </div>
      ) : (
        <>
          <div className="subtle" style={{ marginBottom: 8 }}>
            The active-review rule routed each patch here for the reason shown. Raters do not see
            these reasons.
          </div>
          <table className="data">
            <thead>
              <tr>
                <th>Patch</th>
                <th>Bug</th>
                <th>Reason</th>
              </tr>
            </thead>
            <tbody>
              {review.items.map((r) => (
                <tr key={r.patchId} data-testid="review-reason">
                  <td>
                    <code>{r.patchId}</code>
                  </td>
                  <td>{r.bugId}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
