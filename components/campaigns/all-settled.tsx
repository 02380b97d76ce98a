"use client";

import { useRouter } from "next/navigation";
import type { TChangeCampaignPhaseResponse } from "@/lib/campaigns/campaigns-api.types";
import { useCampaignMutation } from "./use-campaign-mutation";

/** Shown once every disputed patch has a consensus: the lead may close the campaign from here. */
export function AllSettled(props: { slug: string; campaignId: string; canClose: boolean }) {
  const { slug, campaignId, canClose } = props;
  const router = useRouter();
  const close = useCampaignMutation<{ phase: "closed" }, TChangeCampaignPhaseResponse>(slug, {
    id: campaignId,
    method: "PATCH",
  });
  const ask = () =>
    window.confirm("Close the campaign? Consensus labels become final.") &&
    close.mutate({ phase: "closed" }, { onSuccess: () => router.refresh() });
  return (
    <section className="alert success" role="status" data-testid="all-settled">
      <strong>All disputes settled.</strong> Every disputed patch has a consensus; settled ones are
      read only (choose “Change consensus” to revise one, with a reason).{" "}
      {canClose && (
        <button className="primary" onClick={ask} disabled={close.isPending}>
          {close.isPending ? "Closing…" : "Close campaign"}
        </button>
      )}
      {close.isError && (
        <div className="alert error" role="alert">
          {close.error.message}
        </div>
      )}
    </section>
  );
}
