/** Every format a dashboard table exports to (`?format=`); no writer code here, so schemas can name them. */
export const TABLE_FORMATS = ["csv", "json", "markdown", "latex"] as const;
export type TTableFormat = (typeof TABLE_FORMATS)[number];
export type TTableCell = string | number | boolean | null;
/** A table as shown on a dashboard: a caption, column headers and rows of cells. */
export type TTable = {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly TTableCell[])[];
};
