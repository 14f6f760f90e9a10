/**
 * The media picker as the builder page opens it (lazily, on first "Choose from library"): the
 * dashboard's MediaPickerDialog with what the dashboard's entry provides around every screen
 * and the builder page does not load up front, a query client and the toasts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toasts } from '../kit/Toasts';
import MediaPickerDialog, { type MediaPickerDialogProps } from '../media/MediaPickerDialog';

export default function BuilderMediaDialog(props: MediaPickerDialogProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <MediaPickerDialog {...props} />
      <Toasts />
    </QueryClientProvider>
  );
}
