/**
 * How a rating's free parts are stored (submitRating): the justification trimmed, the ticked
 * requirement indexes once each in ascending order. The rating form compares its draft with the
 * saved rating through these too, so a saved label is not "unsaved" for a trailing space or for
 * requirements ticked out of order. No zod or Prisma here: the labelling page imports it.
 */
export const normalizeJustification = (text: string): string => text.trim();

export const normalizeChecklist = (checklist: readonly number[]): number[] =>
  [...new Set(checklist)].sort((a, b) => a - b);
