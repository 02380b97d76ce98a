import { z } from "zod";
import { parseJsonText } from "@/lib/json/parse-json-text";
import { type TDisagreementTheme, ZDisagreementTheme } from "./disagreement-themes";

const ZConsensusThemes = z.array(ZDisagreementTheme);

/** Consensus.themes: the JSON array of disagreement themes an adjudication names. */
export function parseConsensusThemes(options: { text: string }): TDisagreementTheme[] {
  return parseJsonText({
    text: options.text,
    schema: ZConsensusThemes,
    column: "Consensus.themes",
  });
}
