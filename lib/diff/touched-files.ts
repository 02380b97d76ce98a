import { parse } from "diff2html";

export type TTouchedFile = { path: string; added: number; deleted: number };

/** Files a unified diff touches, with added and deleted line counts. */
export function touchedFiles(options: { text: string }): TTouchedFile[] {
  return parse(options.text).map((f) => ({
    path: f.newName === "/dev/null" ? f.oldName : f.newName,
    added: f.addedLines,
    deleted: f.deletedLines,
  }));
}
