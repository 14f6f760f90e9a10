/** A ref that always holds the latest value, so stable callbacks can read fresh props. */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A ref to `value`, updated after every commit. Read it in event handlers only. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
