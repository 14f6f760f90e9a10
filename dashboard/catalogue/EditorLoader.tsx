/**
 * A catalogue editor's screen while the item it edits loads (a product, a category): "not
 * found" for an id that is malformed or names nothing, the load's error with Retry, or a
 * skeleton of the screen; then the editor's form with the item.
 */
import type { ReactNode } from 'react';
import { isMissing, ResourceNotFound, ResourcePending, type ResourcePendingProps } from '../kit';

export interface EditorLoaderProps<T> {
  noun: 'product' | 'category' | 'discount';
  /** The index the back link goes to: `{ to: '/dashboard/products', label: 'Products' }`. */
  back: { to: string; label: string };
  /** Whether the address's id is well formed (the query waits for it). */
  validId: boolean;
  query: ResourcePendingProps['query'] & { data: T | undefined };
  skeleton?: ResourcePendingProps['skeleton'];
  children: (item: T) => ReactNode;
}

export function EditorLoader<T>({
  noun,
  back,
  validId,
  query,
  skeleton,
  children,
}: EditorLoaderProps<T>) {
  if (!validId || isMissing(query)) {
    return (
      <ResourceNotFound
        back={back}
        pageTitle={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}
        title={`This ${noun} does not exist`}
        linkLabel={`Go to ${back.label.toLowerCase()}`}
        testId={`${noun}-not-found`}
      >
        It may have been deleted, or the link is wrong.
      </ResourceNotFound>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <ResourcePending
        back={back}
        query={query}
        what={`this ${noun}`}
        errorTitle={`Edit ${noun}`}
        loadingTitle={`Loading ${noun}…`}
        loadingLabel={`Loading the ${noun}…`}
        testId={noun}
        skeleton={skeleton}
      />
    );
  }
  return children(query.data);
}
