/**
 * The "Original source code" block of the specification prompt (paper 000, Listing 3): each
 * edited file as `$ cat <path>` and its original contents. A file whose original contents
 * were not imported says so, and an empty set says that no file is known. Pure.
 */
export function formatSourceFiles(options: {
  files: readonly string[];
  originals: Readonly<Record<string, string>>;
}): string {
  const { files, originals } = options;
  if (files.length === 0) return "(the patch edits no file that could be read)";
  return files
    .map((file) => {
      const text = originals[file];
      return text === undefined
        ? `$ cat ${file}\n(original contents not provided)`
        : `$ cat ${file}\n${text.replace(/\n$/, "")}`;
    })
    .join("\n\n");
}
