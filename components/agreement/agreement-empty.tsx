import Link from "next/link";

/** No campaign past labelling yet: nothing to measure. */
export function AgreementEmpty({
  slug,
  canManageCampaigns,
}: {
  slug: string;
  canManageCampaigns: boolean;
}) {
  return (
    <div className="panel empty" data-testid="agreement-empty">
      <h2>No agreement to show yet</h2>
      <p>
        Agreement appears once a labelling campaign&apos;s reveal is open: raters label blind first,
        and their labels are compared only after the reveal.
      </p>
      {canManageCampaigns ? (
        <Link className="button" href={`/projects/${slug}/campaigns`}>
          Go to campaigns
        </Link>
      ) : (
        <p className="subtle">Ask a lead to open the reveal of a campaign.</p>
      )}
    </div>
  );
}
