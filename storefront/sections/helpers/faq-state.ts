/**
 * The FAQ accordion's rules as pure functions: which items match a search, and which
 * items are open after a click in single-open or multi-open mode.
 */

/** Items whose question or answer contains `query` (trimmed, case-insensitive); all for an empty query. */
export function filterFaqItems<T extends { question: string; answer: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const term = query.trim().toLowerCase();
  if (!term) return [...items];
  return items.filter(
    (item) =>
      item.question.toLowerCase().includes(term) || item.answer.toLowerCase().includes(term),
  );
}

/** The open ids after toggling `id`: single-open mode closes the others. */
export function toggleFaqItem(
  open: ReadonlySet<string>,
  id: string,
  singleOpen: boolean,
): ReadonlySet<string> {
  if (open.has(id)) {
    const next = new Set(open);
    next.delete(id);
    return next;
  }
  return singleOpen ? new Set([id]) : new Set(open).add(id);
}
