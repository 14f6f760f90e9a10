/**
 * Provides the kit's media picker hook point (`MediaPickerContext`): under it, every image
 * field offers "Choose from library", and `chooseImages` opens MediaPickerDialog (its code
 * loads on first use) for the selected store. One request at a time: a new one answers the
 * previous with no images. Mounted by the dashboard frame and the builder screen.
 */
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { MediaPickerContext, type MediaPicker, type MediaPickerRequest } from '../kit';
import { useSessionStore } from '../state/use-session-store';

const MediaPickerDialog = lazy(() => import('./MediaPickerDialog'));

export function MediaPickerProvider({ children }: { children: ReactNode }) {
  const storeId = useSessionStore((s) => s.storeId);
  const [request, setRequest] = useState<MediaPickerRequest | null>(null);
  const answer = useRef<((urls: string[]) => void) | null>(null);

  const picker = useMemo<MediaPicker>(
    () => ({
      chooseImages: (next) =>
        new Promise<string[]>((resolve) => {
          answer.current?.([]);
          answer.current = resolve;
          setRequest(next);
        }),
    }),
    [],
  );

  const done = (urls: string[]) => {
    answer.current?.(urls);
    answer.current = null;
    setRequest(null);
  };

  return (
    <MediaPickerContext.Provider value={storeId ? picker : null}>
      {children}
      {request && storeId ? (
        <Suspense fallback={null}>
          <MediaPickerDialog storeId={storeId} request={request} onDone={done} />
        </Suspense>
      ) : null}
    </MediaPickerContext.Provider>
  );
}
