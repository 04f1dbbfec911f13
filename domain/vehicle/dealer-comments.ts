/** Dealer comments collapse at 400 characters (000 §4, §9) with a toggle. */
export type CommentsView = { collapsible: boolean; preview: string; full: string };

/** The preview ends on a whole word at or before the limit, with an ellipsis. */
export function collapseComments(text: string, limit: number): CommentsView {
  const full = text.trim();
  if (full.length <= limit) return { collapsible: false, preview: full, full };
  const cut = full.slice(0, limit);
  const lastSpace = cut.search(/\s\S*$/);
  const preview = `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd().replace(/[,.;:!-]+$/, "")}…`;
  return { collapsible: true, preview, full };
}
