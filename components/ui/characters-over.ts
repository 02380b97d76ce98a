/**
 * How many characters `text` has beyond `max`, counted as the server's schema counts them
 * (zod's `.trim().max(max)`: the trimmed text, in UTF-16 code units); 0 when it fits. Pure.
 */
export function charactersOver(text: string, max: number, options?: { trim?: boolean }): number {
  const counted = (options?.trim ?? true) ? text.trim() : text;
  return Math.max(0, counted.length - max);
}
