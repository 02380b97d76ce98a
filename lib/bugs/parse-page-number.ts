/**
 * The bug table's page from its `?page=` value: a whole number from 1 up, written as digits;
 * anything else (absent, empty, "0", "-5", "2.5", "1e3", "abc") is page 1, so that no address
 * leads to a refused request. A page past the last is the table's to bring back. Pure.
 */
export function parsePageNumber(options: { value: string | null }): number {
  const { value } = options;
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
