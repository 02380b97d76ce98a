import { parse } from "diff2html";

/**
 * The files a candidate patch edits, by their path before the patch (a new file by its new
 * path), sorted and without repeats: the file set a fix specification is written for. Pure.
 */
export function listEditedFiles(options: { diff: string }): string[] {
  const paths = parse(options.diff).map((file) =>
    file.oldName && file.oldName !== "/dev/null" ? file.oldName : file.newName,
  );
  return [...new Set(paths.filter((p) => p && p !== "/dev/null"))].sort();
}
