/**
 * Request fields whose form label is not their name in plain words (lib/text `label-field-path`
 * spells out the rest: "ratersPerPatch" → "Raters per patch"). A "#" stands for the number of
 * the list item the path names ("rules.1.text" → "Rule 2").
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  "(body)": "Request",
  raterIds: "Raters",
  adjudicatorIds: "Adjudicators",
  selection: "Patches",
  "selection.runId": "Judge run",
  "selection.otherRunId": "Other judge run",
  instructions: "Instructions for raters",
  configId: "Judge configuration",
  campaignId: "Campaign",
  filter: "Patches to judge",
  bugIds: "Bugs",
  patchIds: "Patches",
  content: "Rubric",
  caseId: "Bench case",
  // Graded campaigns (the campaign form's Scale fields, the rating page).
  "scale.validFrom": "VALID from grade",
  "scale.grades": "Grades",
  "scale.grades.label": "Grade label",
  "scale.grades.definition": "Grade definition",
  "scale.dimensions.definition": "Dimension definition",
  dimensionGrades: "Dimensions",
  // Project rules (the rules editor's rows).
  "rules.text": "Rule #",
  "rules.verdict": "Verdict hint of rule #",
};
