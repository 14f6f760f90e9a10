/**
 * Takes the marketing home's screenshots from the running product — the demo storefront (wide
 * and phone), the builder editing the demo home page, and the dashboard's overview — and writes them
 * as compressed WebP to dashboard/marketing/assets/, with their sizes in shots.json.
 * Starts its own server (`scripts/start.mjs`) on a fresh data directory, so the shots show
 * the seeded demo store. Run: `npx tsx scripts/marketing-screenshots.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Defaults to `3107`. */
const port = Number(process.env.SHOT_PORT ?? 3107);
const dataDir = process.env.SHOT_DATA_DIR ?? join(tmpdir(), 'store-builder-shots');
const outDir = join(import.meta.dirname, '..', 'dashboard', 'marketing', 'assets');
const dashboard = `http://localhost:${port}`;
const demoStore = `http://demo.localhost:${port}`;
const demoLogin = { email: 'demo@example.com', password: 'demo-store-123' };

interface Shot {
  name: string;
  viewport: { width: number; height: number };
  /** Width of the written image (it keeps the viewport's aspect ratio). */
  width: number;
  open: (page: Page) => Promise<void>;
}

const shots: Shot[] = [
  {
    name: 'storefront',
    viewport: { width: 1280, height: 960 },
    width: 1200,
    open: async (page) => {
      await page.goto(`${demoStore}/`);
      await settle(page);
    },
  },
  {
    name: 'storefront-phone',
    viewport: { width: 390, height: 780 },
    width: 390,
    open: async (page) => {
      await page.goto(`${demoStore}/`);
      await settle(page);
    },
  },
  {
    name: 'builder',
    viewport: { width: 1440, height: 900 },
    width: 1200,
    open: async (page) => {
      await page.goto(`${dashboard}/builder`);
      await page.getByTestId('builder').waitFor({ timeout: 30_000 });
      const canvas = page.frameLocator('iframe[data-testid="canvas-frame"]');
      await canvas.locator('html[data-canvas-ready="true"]').waitFor({ timeout: 30_000 });
      // Select the hero so the settings panel shows its fields.
      await canvas
        .locator('[data-section-type="hero"]')
        .first()
        .click({ position: { x: 40, y: 40 } });
      await settle(page);
    },
  },
  {
    name: 'dashboard',
    viewport: { width: 1280, height: 800 },
    width: 1200,
    open: async (page) => {
      await page.goto(`${dashboard}/dashboard/adminhome`);
      await page.getByTestId('auth-loading').waitFor({ state: 'detached', timeout: 30_000 });
      await settle(page);
    },
  },
];

/** Waits until the network is quiet, the fonts are in and every image has loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold never load: wait for those in view, a few seconds at most.
    const inView = [...document.images].filter(
      (img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight,
    );
    const loaded = Promise.all(
      inView.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve);
            img.addEventListener('error', resolve);
          }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  // Let entrance transitions finish.
  await page.waitForTimeout(600);
}

/** Logs the demo merchant in and selects the demo store (the builder and dashboard need one). */
async function logInToDemoStore(api: APIRequestContext): Promise<void> {
  const login = await api.post('/api/auth/login', { data: demoLogin });
  if (!login.ok()) throw new Error(`marketing-screenshots: login answered ${login.status()}`);
  const { userId } = (await login.json()) as { userId: string };
  const stores = await api.get(`/api/dashboard/store/find-stores?userId=${userId}`);
  const [store] = (await stores.json()) as { storeId: string }[];
  if (!store) throw new Error('marketing-screenshots: the demo merchant has no store');
  const selected = await api.post('/api/dashboard/store/select-store', {
    data: { storeId: store.storeId },
  });
  if (!selected.ok()) throw new Error('marketing-screenshots: could not select the demo store');
}

async function waitForHealth(
  url: string,
  timeoutMs: number,
  isRunning: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isRunning()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`marketing-screenshots: the server did not answer ${url}`);
}

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let serverRunning = true;
  server.on('exit', () => (serverRunning = false));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--hide-scrollbars',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    await waitForHealth(`${dashboard}/api/health`, 180_000, () => serverRunning);
    const sizes: Record<string, { width: number; height: number; bytes: number }> = {};
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        baseURL: dashboard,
        reducedMotion: 'reduce',
      });
      await logInToDemoStore(context.request);
      const page = await context.newPage();
      try {
        await shot.open(page);
      } catch (error) {
        const failed = join(tmpdir(), `marketing-screenshots-${shot.name}-failed.png`);
        await page.screenshot({ path: failed });
        console.error(`${shot.name}: failed at ${page.url()}; the page as it was: ${failed}`);
        throw error;
      }
      const png = await page.screenshot({ type: 'png' });
      await context.close();
      const { data, info } = await sharp(png)
        .resize({ width: shot.width })
        .webp({ quality: 72, effort: 6, smartSubsample: true })
        .toBuffer({ resolveWithObject: true });
      writeFileSync(join(outDir, `${shot.name}.webp`), data);
      sizes[shot.name] = { width: info.width, height: info.height, bytes: data.length };
      console.log(
        `${shot.name}.webp ${info.width}×${info.height} ${Math.round(data.length / 1024)} KB`,
      );
    }
    writeFileSync(join(outDir, 'shots.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
