/**
 * Where the search modal mounts: nothing until the shopper opens it; then the modal's own
 * chunk, in a portal on `document.body` (React events still bubble through the app, so result
 * links navigate client-side). Each open is a fresh modal: its query and page reset.
 */
import { Suspense, lazy } from 'react';
import { createPortal } from 'react-dom';

const loadSearchModal = () => import('./SearchModal');
const SearchModal = lazy(loadSearchModal);

/** Starts loading the modal's chunk early (on hover or focus of the search form). */
export function preloadSearchModal(): void {
  void loadSearchModal();
}

/** One opening of the modal: the term to start with and a number unique to this opening. */
export interface SearchRequest {
  term: string;
  id: number;
}

export function SearchModalHost({
  request,
  onClose,
}: {
  request: SearchRequest | null;
  onClose: () => void;
}) {
  // Only ever set by a shopper's action, so never during server rendering.
  if (!request) return null;
  return createPortal(
    <Suspense fallback={null}>
      <SearchModal key={request.id} initialTerm={request.term} onClose={onClose} />
    </Suspense>,
    document.body,
  );
}
