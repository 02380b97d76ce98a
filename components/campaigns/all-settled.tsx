"use client";

import { useRouter } from "next/navigation";
import type { TChangeCampaignPhaseResponse } from "@/lib/campaigns/campaigns-api.types";
import { describeAllSettled } from "./adjudication-end";
import { useCampaignMutation } from "./use-campaign-mutation";

/**
 * Shown once every disputed patch listed has a consensus: the lead may close the campaign from
 * here, unless some of its patches are hidden from them (`hidden`: they still label those in
 * another campaign), when closing would be refused and is not offered.
 */
export function AllSettled(props: {
  slug: string;
  campaignId: string;
  canClose: boolean;
  hidden: number;
}) {
  const { slug, campaignId } = props;
  const copy = describeAllSettled({ hidden: props.hidden });
  const canClose = props.canClose && copy.canClose;
  const router = useRouter();
  const close = useCampaignMutation<{ phase: "closed" }, TChangeCampaignPhaseResponse>(slug, {
    id: campaignId,
    method: "PATCH",
  });
  const ask = () =>
    window.confirm("Close the campaign? Consensus labels become final.") &&
    close.mutate({ phase: "closed" }, { onSuccess: () => router.refresh() });
  return (
    <section
      className={`alert ${copy.canClose ? "success" : "warn"}`}
      role="status"
      data-testid="all-settled"
    >
      <strong>{copy.title}</strong> {copy.note}{" "}
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
