/**
 * Builder benchmark (issue 5): on a production build and server, pages of 20, 100, 300 and
 * 1000 sections (seeded through the Pages API in the demo store), headless Chromium, 7 runs
 * each, median and p95 of: editor ready (navigation start -> every section in the iframe),
 * keystroke in a settings field -> the iframe DOM shows the text, click on a section in the
 * iframe -> its settings shown, Move down -> new order in the iframe DOM, Ctrl+Z -> reverted;
 * plus the JS the builder loads (gzip, from the `.gz` files served) and the JS heap after load.
 * Times are taken inside the browser: event timestamps and MutationObserver callbacks on the
 * shared clock `performance.timeOrigin + now` of the parent page and the sandboxed iframe.
 * Not a test: it prints numbers. Owns: this measurement only (DOM contract:
 * .tmp/builder-contract.md).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { build } from 'vite';
import { startBenchServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3966);
const SIZES = (process.env.BENCH_BUILDER_SIZES ?? '20,100,300,1000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const RUNS = Number(process.env.BENCH_BUILDER_RUNS ?? 7);
const DEMO = { email: 'demo@example.com', password: 'demo-store-123' };
const CANVAS = 'iframe[data-testid="canvas-frame"]';
const WAIT_MS = 15_000;

const chromeArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
  '--disable-features=NetworkTimeServiceQuerying,OptimizationGuideModelDownloading,OptimizationHintsFetching,OptimizationTargetPrediction',
];

// ---------------------------------------------------------------------------------------
// Build

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** A production build, unless the one in dist/ is newer than every source (as `npm start`). */
async function ensureBuild() {
  const root = process.cwd();
  const marker = join(root, 'dist', 'client', 'dashboard', 'index.html');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...['dashboard', 'editor', 'canvas', 'storefront', 'protocol', 'shared'].map((d) =>
      newestMtime(join(root, d)),
    ),
    statSync(join(root, 'vite.config.ts')).mtimeMs,
  );
  if (builtAt < sourcesAt) {
    console.log('  building the browser bundles (vite build)…');
    process.env.NODE_ENV ??= 'production';
    await build({ logLevel: 'warn' });
  }
  if (!existsSync(join(root, 'dist', 'client', 'canvas', 'index.html')))
    throw new Error('dist/client/canvas/index.html is missing: the canvas entry is not built');
}

// ---------------------------------------------------------------------------------------
// Page content

/** The repeating mix of lightweight sections; a product grid every 25. */
const MIX = [
  'textBlock',
  'banner',
  'textBlock',
  'imageBlock',
  'faq',
  'textBlock',
  'heroStatic',
  'container',
  'textBlock',
  'banner',
  'imageBlock',
  'textBlock',
  'faq',
  'textBlock',
  'container',
  'imageBlock',
  'banner',
  'textBlock',
  'heroStatic',
  'textBlock',
  'imageBlock',
  'faq',
  'textBlock',
  'banner',
  'productGrid',
] as const;

interface Seeded {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** N root sections with ids `${type}-${hex}`; props the server completes with defaults. */
function generateSections(n: number): Seeded[] {
  let serial = 0;
  const make = (type: string, i: number): Seeded => {
    serial += 1;
    const id = `${type}-${hex8(serial)}`;
    switch (type) {
      case 'textBlock':
        return { id, type, props: { content: `<p>Paragraph ${i}: plain words to read.</p>` } };
      case 'banner':
        return { id, type, props: { title: `Banner ${i}` } };
      case 'heroStatic':
        return { id, type, props: { title: `Hero ${i}` } };
      case 'productGrid':
        return { id, type, props: { title: `Products ${i}`, numberOfProducts: 4 } };
      case 'container':
        return {
          id,
          type,
          props: { children: [make('textBlock', i), make('imageBlock', i)] },
        };
      default:
        return { id, type, props: {} };
    }
  };
  return Array.from({ length: n }, (_, i) => make(MIX[i % MIX.length]!, i));
}

// ---------------------------------------------------------------------------------------
// Stats

const percentile = (values: number[], p: number) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const fmt = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');

type Metric = 'ready' | 'keystroke' | 'select' | 'reorder' | 'undo';
const METRICS: Metric[] = ['ready', 'keystroke', 'select', 'reorder', 'undo'];
const GOALS: Record<Metric, number> = {
  ready: 700,
  keystroke: 16,
  select: 33,
  reorder: 33,
  undo: 33,
};

// ---------------------------------------------------------------------------------------
// In-browser probes

async function canvasFrameOf(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector(CANVAS, { timeout: WAIT_MS });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('canvas iframe has no frame');
  return frame;
}

/** The init script: in the canvas document, records when every page section is in the DOM. */
function readyProbe(lastId: string, count: number) {
  return `(() => {
    if (!location.pathname.startsWith('/canvas')) return;
    const lastId = ${JSON.stringify(lastId)};
    const want = ${count};
    const check = () => {
      if (window.__benchReadyAt) return;
      if (!document.querySelector('[data-section-id="' + lastId + '"]')) return;
      const roots = document.querySelectorAll('[data-section-id]');
      let n = 0;
      for (const el of roots) if (!el.parentElement || !el.parentElement.closest('[data-section-id]')) n++;
      if (n >= want) { window.__benchReadyAt = performance.timeOrigin + performance.now(); observer.disconnect(); }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/** What an armed observer waits for (no code strings: the pages' CSP forbids eval). */
type Condition =
  /** An input whose value starts with `value` (earlier runs' keystrokes were autosaved). */
  | { kind: 'value'; selector: string; value: string }
  | { kind: 'text'; selector: string; text: string }
  | { kind: 'order'; first: string; second: string };

/** Arms a MutationObserver in `target` (a frame or page) that records when `condition` first
 * holds, as epoch ms. */
async function arm(target: Frame | Page, condition: Condition) {
  await target.evaluate((c) => {
    const w = window as unknown as { __benchAt?: number; __benchObserver?: MutationObserver };
    w.__benchObserver?.disconnect();
    w.__benchAt = 0;
    const holds = (): boolean => {
      if (c.kind === 'value') {
        const el = document.querySelector(c.selector) as HTMLInputElement | null;
        return !!el && el.value.startsWith(c.value);
      }
      if (c.kind === 'text') {
        const el = document.querySelector(c.selector);
        return !!el && (el.textContent ?? '').includes(c.text);
      }
      const a = document.querySelector(`[data-section-id="${c.first}"]`);
      const b = document.querySelector(`[data-section-id="${c.second}"]`);
      return !!a && !!b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    };
    const observer = new MutationObserver(() => {
      if (w.__benchAt) return;
      if (holds()) {
        w.__benchAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    });
    w.__benchObserver = observer;
    observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, condition);
}

/** Polls `read` in `target` until it gives a non-zero number; NaN after `timeout`. */
async function pollNumber(
  target: Frame | Page,
  read: () => number,
  timeout = WAIT_MS,
): Promise<number> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const value = await target.evaluate(read).catch(() => 0);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  return NaN;
}

/** Waits until the armed observer fired; its epoch-ms time, or NaN on timeout. */
const firedAt = (target: Frame | Page) =>
  pollNumber(target, () => (window as unknown as { __benchAt?: number }).__benchAt ?? 0);

/** Records in `target` the timestamp of the next `type` event (capture phase), epoch ms. */
async function armEvent(target: Frame | Page, type: string) {
  await target.evaluate((eventType) => {
    const w = window as unknown as { __benchEventAt?: number };
    w.__benchEventAt = 0;
    window.addEventListener(
      eventType,
      (e) => {
        if (!w.__benchEventAt) w.__benchEventAt = performance.timeOrigin + e.timeStamp;
      },
      { capture: true, once: true },
    );
  }, type);
}

const eventAt = (target: Frame | Page) =>
  target.evaluate(() => (window as unknown as { __benchEventAt?: number }).__benchEventAt ?? 0);

/** Where the iframe's viewport is in the page, and its CSS scale. */
async function frameBox(page: Page) {
  return page.locator(CANVAS).evaluate((el: HTMLIFrameElement) => {
    const r = el.getBoundingClientRect();
    const scale = el.offsetWidth ? r.width / el.offsetWidth : 1;
    return { left: r.left + el.clientLeft * scale, top: r.top + el.clientTop * scale, scale };
  });
}

/** Scrolls the canvas so section `id` is in view; the page point of its upper middle. */
async function sectionPoint(page: Page, frame: Frame, id: string) {
  const r = await frame.evaluate((sectionId) => {
    const el = document.querySelector(`[data-section-id="${sectionId}"]`);
    if (!el) throw new Error(`no section ${sectionId}`);
    const first = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + first.top - innerHeight * 0.3, behavior: 'instant' });
    const b = el.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + Math.min(b.height / 2, 30) };
  }, id);
  const box = await frameBox(page);
  return { x: box.left + r.x * box.scale, y: box.top + r.y * box.scale };
}

/** Settles between steps: two animation frames in the page and in the canvas. */
async function settle(page: Page, frame: Frame) {
  const frames = () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  await page.evaluate(frames);
  await frame.evaluate(frames);
}

/** Opens the collapsed settings group (if any) that holds the input named `key`. */
async function revealSetting(page: Page, key: string) {
  const panel = page.getByTestId('settings-panel');
  const input = panel.locator(`[name="${key}"]`).first();
  for (let i = 0; i < 4 && !(await input.isVisible()); i++) {
    const toggle = await panel.evaluate((root, name) => {
      const field = root.querySelector(`[name="${name}"]`);
      const toggles = [...root.querySelectorAll('[aria-expanded="false"][aria-controls]')];
      return toggles.findIndex((t) => {
        const body = document.getElementById(t.getAttribute('aria-controls') ?? '');
        return !!body && !!field && body.contains(field);
      });
    }, key);
    if (toggle < 0) break;
    await panel.locator('[aria-expanded="false"][aria-controls]').nth(toggle).click();
  }
}

async function waitSaved(page: Page) {
  await page
    .getByTestId('save-status')
    .filter({ hasText: /^(Saved|Published)$/ })
    .waitFor({ timeout: WAIT_MS })
    .catch(() => undefined);
}

// ---------------------------------------------------------------------------------------
// Measurement

interface SizeResult {
  size: number;
  samples: Record<Metric, number[]>;
  /** When the canvas document started loading, after the editor's navigation start. */
  canvasStart: number[];
  parentHeapMb: number[];
  canvasHeapMb: number[];
  notes: string[];
}

async function heapMb(context: BrowserContext, target: Page | Frame): Promise<number> {
  const session = await context.newCDPSession(target);
  try {
    await session.send('HeapProfiler.collectGarbage').catch(() => undefined);
    await session.send('Performance.enable');
    const { metrics } = await session.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    return used / (1024 * 1024);
  } finally {
    await session.detach().catch(() => undefined);
  }
}

async function measureSize(
  context: BrowserContext,
  storeId: string,
  size: number,
): Promise<SizeResult> {
  const sections = generateSections(size);
  const created = await context.request.post('/api/dashboard/page/add-page', {
    data: { storeId, title: `Bench ${size}`, slug: `bench-${size}-${Date.now().toString(36)}` },
  });
  if (!created.ok()) throw new Error(`add-page: ${created.status()} ${await created.text()}`);
  const { pageId, version } = (await created.json()) as { pageId: string; version: number };
  const updated = await context.request.put('/api/dashboard/page/update-page', {
    data: { pageId, storeId, version, content: { schemaVersion: 1, components: sections } },
  });
  if (!updated.ok()) throw new Error(`update-page: ${updated.status()} ${await updated.text()}`);

  const result: SizeResult = {
    size,
    samples: { ready: [], keystroke: [], select: [], reorder: [], undo: [] },
    canvasStart: [],
    parentHeapMb: [],
    canvasHeapMb: [],
    notes: [],
  };
  const lastId = sections[sections.length - 1]!.id;
  // The section the interactions use: a banner near the middle, and the root section after it.
  const bannerIndex = sections.findIndex((s, i) => i >= size / 2 - 1 && s.type === 'banner');
  const target = sections[bannerIndex]!;
  const next = sections[bannerIndex + 1]!;
  const targetTitle = String(target.props.title);

  // One unmeasured warm-up load, then RUNS measured ones; each in a fresh tab.
  for (let run = 0; run <= RUNS; run++) {
    const page = await context.newPage();
    try {
      await page.addInitScript({ content: readyProbe(lastId, size) });
      await page.goto(`/builder?pageId=${pageId}`);
      const frame = await canvasFrameOf(page);
      const readyAt = await pollNumber(
        frame,
        () => (window as unknown as { __benchReadyAt?: number }).__benchReadyAt ?? 0,
        60_000,
      );
      if (!readyAt) throw new Error('the canvas never showed every section');
      const navStart = await page.evaluate(() => performance.timeOrigin);
      if (run === 0) continue;
      result.samples.ready.push(readyAt - navStart);
      result.canvasStart.push((await frame.evaluate(() => performance.timeOrigin)) - navStart);
      await page.getByTestId('builder').waitFor({ timeout: WAIT_MS });
      await settle(page, frame);

      if (run === 1) {
        result.parentHeapMb.push(await heapMb(context, page));
        try {
          result.canvasHeapMb.push(await heapMb(context, frame));
        } catch (error) {
          result.notes.push(`canvas heap: ${(error as Error).message.split('\n')[0]}`);
        }
      }

      // Select: click the banner in the iframe -> its settings (title) shown in the editor.
      const point = await sectionPoint(page, frame, target.id);
      await settle(page, frame);
      await arm(page, {
        kind: 'value',
        selector: '[data-testid="settings-panel"] [name="title"]',
        value: targetTitle,
      });
      await armEvent(frame, 'pointerdown');
      await page.mouse.click(point.x, point.y);
      const selectedAt = await firedAt(page);
      result.samples.select.push(selectedAt - (await eventAt(frame)));
      await settle(page, frame);

      // Keystroke: one character typed in the title field -> the iframe shows the new title.
      const input = page.locator('[data-testid="settings-panel"] [name="title"]').first();
      await revealSetting(page, 'title');
      await input.focus();
      await input.press('End');
      const typed = `${await input.inputValue()}x`;
      await arm(frame, {
        kind: 'text',
        selector: `[data-section-id="${target.id}"]`,
        text: typed,
      });
      await armEvent(page, 'keydown');
      await page.keyboard.press('x');
      const typedAt = await firedAt(frame);
      result.samples.keystroke.push(typedAt - (await eventAt(page)));
      await settle(page, frame);

      // Reorder: Move down -> the banner comes after its next sibling in the iframe DOM.
      const after: Condition = { kind: 'order', first: next.id, second: target.id };
      const before: Condition = { kind: 'order', first: target.id, second: next.id };
      const moveDown = page.getByRole('button', { name: 'Move down', exact: true }).first();
      await moveDown.scrollIntoViewIfNeeded();
      await arm(frame, after);
      await armEvent(page, 'pointerdown');
      await moveDown.click();
      const movedAt = await firedAt(frame);
      result.samples.reorder.push(movedAt - (await eventAt(page)));
      await settle(page, frame);

      // Undo: Ctrl+Z -> the iframe shows the old order again.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await arm(frame, before);
      await armEvent(page, 'keydown');
      await page.keyboard.press('Control+z');
      const undoneAt = await firedAt(frame);
      result.samples.undo.push(undoneAt - (await eventAt(page)));
      await waitSaved(page);
    } catch (error) {
      result.notes.push(`run ${run}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await page.close({ runBeforeUnload: false });
    }
  }
  return result;
}

/** The JS files (gzip) each document of /builder loaded, from dist/client/assets/*.gz. */
async function builderJs(context: BrowserContext, pageId: string) {
  const assetsDir = join(process.cwd(), 'dist', 'client', 'assets');
  const gz = (url: string) => {
    const name = new URL(url).pathname.replace(/^\/assets\//, '');
    const file = join(assetsDir, `${name}.gz`);
    return existsSync(file) ? statSync(file).size : 0;
  };
  const collect = async (path: string, until: (page: Page) => Promise<unknown>) => {
    const page = await context.newPage();
    const parent = new Map<string, number>();
    const canvas = new Map<string, number>();
    page.on('response', (res) => {
      const url = res.url();
      if (!/\/assets\/[^?]+\.js(\?|$)/.test(url)) return;
      const fromCanvas = res.frame() !== page.mainFrame();
      (fromCanvas ? canvas : parent).set(url, gz(url));
    });
    await page.goto(path);
    await until(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.close({ runBeforeUnload: false });
    return { parent, canvas };
  };
  const dashboard = await collect('/dashboard', (p) =>
    p.getByTestId('dashboard-home').waitFor({ timeout: WAIT_MS }),
  );
  const builder = await collect(`/builder?pageId=${pageId}`, async (p) => {
    const frame = await canvasFrameOf(p);
    await frame.waitForSelector('html[data-canvas-ready="true"]', { timeout: WAIT_MS });
  });
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const onlyBuilder = new Map([...builder.parent].filter(([url]) => !dashboard.parent.has(url)));
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .map(
        ([url, size]) =>
          `${new URL(url).pathname.replace('/assets/', '')} ${(size / 1024).toFixed(1)}`,
      )
      .join(', ');
  return {
    parentKb: sum(builder.parent) / 1024,
    builderOnlyKb: sum(onlyBuilder) / 1024,
    canvasKb: sum(builder.canvas) / 1024,
    parentFiles: list(builder.parent),
    canvasFiles: list(builder.canvas),
  };
}

function printTable(results: SizeResult[]) {
  const header = [
    'sections',
    ...METRICS.map((m) => `${m} ms (med / p95)`),
    'heap MB editor / canvas',
  ];
  const rows = results.map((r) => [
    String(r.size),
    ...METRICS.map(
      (m) =>
        `${fmt(percentile(r.samples[m], 50), m === 'ready' ? 0 : 1)} / ${fmt(percentile(r.samples[m], 95), m === 'ready' ? 0 : 1)}` +
        (r.samples[m].length < RUNS
          ? ` (${r.samples[m].filter(Number.isFinite).length} runs)`
          : ''),
    ),
    `${fmt(r.parentHeapMb[0] ?? NaN, 1)} / ${fmt(r.canvasHeapMb[0] ?? NaN, 1)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')}`;
  console.log(line(header));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('-+-')}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `  (the canvas document starts loading, median: ${results.map((r) => `${r.size}: ${fmt(percentile(r.canvasStart, 50))} ms`).join(', ')} after navigation start)`,
  );
  for (const r of results) for (const note of r.notes) console.log(`  note (${r.size}): ${note}`);
}

export async function benchBuilder(): Promise<void> {
  console.log(
    `Builder (headless Chromium, production build, ${RUNS} runs per size, pages of ${SIZES.join(', ')} sections):`,
  );
  await ensureBuild();
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeArgs });
  try {
    const context = await browser.newContext({
      baseURL: `http://localhost:${PORT}`,
      viewport: { width: 1440, height: 900 },
    });
    // tsx (esbuild, keepNames) wraps named inner functions of the evaluated callbacks in
    // `__name(...)`: give every document that helper.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const login = await context.request.post('/api/auth/login', { data: DEMO });
    if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
    const { userId } = (await login.json()) as { userId: string };
    const stores = (await (
      await context.request.get(`/api/dashboard/store/find-stores?userId=${userId}`)
    ).json()) as { storeId: string; subdomain: string }[];
    const demo = stores.find((s) => s.subdomain === 'demo');
    if (!demo) throw new Error('the demo store is missing');
    await context.request.post('/api/dashboard/store/select-store', {
      data: { storeId: demo.storeId },
    });

    const results: SizeResult[] = [];
    let jsPageId = '';
    for (const size of SIZES) {
      const r = await measureSize(context, demo.storeId, size);
      results.push(r);
      console.log(
        `  measured ${size} sections (${METRICS.map((m) => `${m} p95 ${fmt(percentile(r.samples[m], 95), 1)}`).join(', ')})`,
      );
      if (!jsPageId) {
        const pages = (await (
          await context.request.get(
            `/api/dashboard/page/get-pages-by-store-id?storeId=${demo.storeId}`,
          )
        ).json()) as { pageId: string; slug: string }[];
        jsPageId = pages.find((p) => p.slug === 'home')?.pageId ?? '';
      }
    }
    console.log('');
    printTable(results);
    const at300 = results.find((r) => r.size === 300);
    if (at300) {
      console.log(
        `  goals at 300 (p95): ${METRICS.map((m) => {
          const v = percentile(at300.samples[m], 95);
          return `${m} ${fmt(v, 1)} ms ${Number.isFinite(v) && v <= GOALS[m] ? '<=' : '>'} ${GOALS[m]} ms ${Number.isFinite(v) && v <= GOALS[m] ? 'ok' : 'MISSED'}`;
        }).join('; ')}`,
      );
    }
    if (jsPageId) {
      const js = await builderJs(context, jsPageId);
      console.log(
        `  JS gzip: /builder page ${js.parentKb.toFixed(1)} KB (of which not loaded by /dashboard: ${js.builderOnlyKb.toFixed(1)} KB), canvas iframe ${js.canvasKb.toFixed(1)} KB; editor JS goal <= 150 KB: ${js.parentKb <= 150 ? 'ok' : 'MISSED'}`,
      );
      console.log(`    /builder files (KB): ${js.parentFiles}`);
      console.log(`    canvas files (KB): ${js.canvasFiles}`);
    }
    console.log(
      '  Puck 0.23 at 300 (p95, same machine kind): ready 1449 ms, keystroke 40, select 65, reorder 118, undo 122 ms, editor JS 233 KB gzip',
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
