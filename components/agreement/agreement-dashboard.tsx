"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { buildAgreementTables } from "@/lib/agreement/build-agreement-tables";
import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import { ShortcutHelp } from "@/components/campaigns/shortcut-help";
import { useHotkeys } from "@/components/campaigns/use-hotkeys";
import { AgreementControls } from "./agreement-controls";
import { AgreementEmpty } from "./agreement-empty";
import { agreementUrl, type TDashboardQuery } from "./agreement-keys";
import { AgreementSections } from "./agreement-sections";
import { useAgreementDashboard } from "./use-agreement-dashboard";
import { useDashboardParams } from "./use-dashboard-params";

const KEYS: [string, string][] = [
  ["C", "reference campaign"],
  ["M", "labels counted as missing"],
  ["R", "judge runs"],
  ["?", "this help"],
];

/** Exactly what is on screen, so that exports match it whatever the URL left to the server. */
const resolvedQuery = (d: TAgreementDashboard): TDashboardQuery => ({
  campaignId: d.campaign?.id,
  runs: d.judge.map((j) => j.run.id),
  missing: d.missing,
  seed: d.bootstrap.seed,
  replicates: d.bootstrap.replicates,
});

/** The agreement dashboard: settings in the URL, then every section rendered from the exported tables. */
export function AgreementDashboard({
  slug,
  canManageCampaigns,
}: {
  slug: string;
  canManageCampaigns: boolean;
}) {
  const { query, invalid, update } = useDashboardParams();
  const { data, isPending, isError, error, isFetching, isPlaceholderData } = useAgreementDashboard(
    slug,
    query,
    invalid === null,
  );
  const tables = useMemo(() => (data ? buildAgreementTables({ dashboard: data }) : null), [data]);
  const [help, setHelp] = useState(false);
  const focus = (id: string) => document.getElementById(id)?.focus();
  useHotkeys({
    c: () => focus("agreement-campaign"),
    m: () => focus("agreement-first-missing"),
    r: () => focus("agreement-first-run"),
    "?": () => setHelp((h) => !h),
    escape: () => setHelp(false),
  });

  // A bad address (checked here) or one the server refuses (a label no rating has, a run not
  // found): say which parameter, and offer the dashboard with the server's defaults.
  if (invalid !== null || isError)
    return (
      <div className="alert error" role="alert" data-testid="agreement-settings-error">
        {invalid !== null
          ? `This address has a setting the dashboard cannot use: ${invalid}.`
          : (error?.message ?? "The dashboard could not be loaded.")}{" "}
        <Link href={`/projects/${encodeURIComponent(slug)}/agreement`}>
          Reset to the default settings
        </Link>
      </div>
    );
  if (isPending || !data || !tables)
    return (
      <div className="empty" aria-busy="true">
        Computing agreement…
      </div>
    );
  if (!data.campaign) return <AgreementEmpty slug={slug} canManageCampaigns={canManageCampaigns} />;
  return (
    <div className="agreement" aria-busy={isFetching}>
      <AgreementControls
        dashboard={data}
        campaignId={query.campaignId ?? data.campaign.id}
        runs={query.runs ?? data.judge.map((j) => j.run.id)}
        missing={query.missing ?? data.missing}
        updating={isFetching && isPlaceholderData}
        exportAllHref={agreementUrl.exportAll(slug, resolvedQuery(data))}
        onChange={update}
      />
      {data.hidden > 0 && (
        <div className="alert warn" data-testid="hidden-note">
          {data.hidden} patch{data.hidden === 1 ? " is" : "es are"} left out of every figure while
          you are labelling {data.hidden === 1 ? "it" : "them"} in another campaign.
        </div>
      )}
      <AgreementSections
        dashboard={data}
        tables={tables}
        target={{ slug, query: resolvedQuery(data) }}
      />
      {help && <ShortcutHelp keys={KEYS} onClose={() => setHelp(false)} />}
      <p className="subtle shortcut-hint">
        Press <kbd>?</kbd> for keyboard shortcuts.
      </p>
    </div>
  );
}
