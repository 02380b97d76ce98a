import { z } from "zod";
import { parseJsonText } from "@/lib/json/parse-json-text";

/**
 * Campaign.selection: how the patches were chosen, shown as it was stored. Any JSON value: older
 * campaigns may hold a shape ZCampaignSelection no longer accepts.
 */
export function parseCampaignSelection(options: { text: string }): z.core.util.JSONType {
  return parseJsonText({ text: options.text, schema: z.json(), column: "Campaign.selection" });
}
