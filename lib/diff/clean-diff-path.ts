/**
 * A file name from a diff's `---`/`+++` header as a path: svn and some diff tools append a tab
 * and a revision or timestamp ("Foo.java\t(revision 2264)"), which diff2html keeps in the name.
 */
export function cleanDiffPath(options: { name: string }): string {
  return options.name.replace(/\t.*$/s, "").trim();
}
