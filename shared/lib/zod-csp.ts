/**
 * Browser bundles run under a CSP without 'unsafe-eval'. zod 4 probes `new Function` to
 * compile fast parsers, and the probe alone reports a CSP violation on every page load; in
 * jitless mode it never tries. Each browser entry calls this before parsing anything.
 */
import { z } from 'zod';

export function disableZodEval(): void {
  z.config({ jitless: true });
}
