/**
 * "Send a test event": frames the store's home in pixel test mode and waits for the page to
 * report its first event (storefront/analytics/pixel.ts, `postMessage` to this dashboard). A
 * report is read only from that frame, from the store's origin, in the shape below (zod), and
 * the wait ends after 30 s with an explanation rather than spinning forever.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { PIXEL_EVENT_NAMES, PIXEL_REPORT_PARAM, type PixelTestReport } from '../../../shared';

const reportSchema = z.object({
  type: z.literal('pixel-test-event'),
  name: z.enum(PIXEL_EVENT_NAMES),
  eventId: z.string().max(200),
  sent: z.boolean(),
  pixelId: z.string().max(40).nullable(),
}) satisfies z.ZodType<PixelTestReport>;

export const PIXEL_TEST_WAIT_MS = 30_000;

export type PixelTestState =
  | { kind: 'idle' }
  | { kind: 'waiting'; frameSrc: string; run: number }
  | { kind: 'silent' }
  | { kind: 'received'; report: PixelTestReport; at: Date };

/**
 * The test's state, `start` (again to repeat it) and the ref of the frame to render while
 * waiting; `testUrl` is the store's home with the test flag.
 */
export function usePixelTest(testUrl: string | null) {
  const [state, setState] = useState<PixelTestState>({ kind: 'idle' });
  const frame = useRef<HTMLIFrameElement>(null);
  const run = useRef(0);
  const storeOrigin = testUrl ? new URL(testUrl).origin : null;

  useEffect(() => {
    if (state.kind !== 'waiting' || !storeOrigin) return;
    function onMessage(event: MessageEvent) {
      if (event.origin !== storeOrigin || event.source !== frame.current?.contentWindow) return;
      const parsed = reportSchema.safeParse(event.data);
      if (parsed.success) setState({ kind: 'received', report: parsed.data, at: new Date() });
    }
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => setState({ kind: 'silent' }), PIXEL_TEST_WAIT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [state, storeOrigin]);

  const start = useCallback(() => {
    if (!testUrl) return;
    const url = new URL(testUrl);
    url.searchParams.set(PIXEL_REPORT_PARAM, window.location.origin);
    run.current += 1;
    setState({ kind: 'waiting', frameSrc: url.href, run: run.current });
  }, [testUrl]);

  return { state, start, frame };
}
