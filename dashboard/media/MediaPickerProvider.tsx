/**
 * Provides the kit's media picker hook point (`MediaPickerContext`): under it, every image
 * field offers "Choose from library", and `chooseImages` opens MediaPickerDialog (its code
 * loads on first use) for the selected store. One request at a time: a new one answers the
 * previous with no images. Mounted by the dashboard frame and the builder page (which passes
 * its own `dialog`: the picker with the query client and toasts it has no room for up front).
 */
import {
  lazy,
  Suspense,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { MediaPickerContext, type MediaPicker, type MediaPickerRequest } from '../kit/media-picker';
import { useSessionStore } from '../state/use-session-store';
import type { MediaPickerDialogProps } from './MediaPickerDialog';

const MediaPickerDialog = lazy(() => import('./MediaPickerDialog'));

export interface MediaPickerProviderProps {
  children: ReactNode;
  /** The dialog to open (lazy); defaults to MediaPickerDialog. */
  dialog?: ComponentType<MediaPickerDialogProps>;
}

export function MediaPickerProvider({
  children,
  dialog: Dialog = MediaPickerDialog,
}: MediaPickerProviderProps) {
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
          <Dialog storeId={storeId} request={request} onDone={done} />
        </Suspense>
      ) : null}
    </MediaPickerContext.Provider>
  );
}
