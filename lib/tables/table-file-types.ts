import type { TTableFormat } from "./table-formats";

/** File extension and content type of each table format, for downloads. */
export const TABLE_FILE_TYPES: Record<TTableFormat, { extension: string; contentType: string }> = {
  csv: { extension: "csv", contentType: "text/csv; charset=utf-8" },
  json: { extension: "json", contentType: "application/json; charset=utf-8" },
  markdown: { extension: "md", contentType: "text/markdown; charset=utf-8" },
  latex: { extension: "tex", contentType: "application/x-tex; charset=utf-8" },
};

/** Every table format's content type (the export routes' files, for the API document). */
export const TABLE_FILE_CONTENT_TYPES = Object.values(TABLE_FILE_TYPES).map((t) => t.contentType);
