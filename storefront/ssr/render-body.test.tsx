/**
 * renderBody: the synchronous string renderer when nothing suspends; the static prerender
 * (which waits, and reports errors) when a boundary could not be finished.
 */
import { Suspense, lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderBody } from './entry-server';

describe('renderBody', () => {
  it('renders a tree that does not suspend in one pass', async () => {
    const onError = vi.fn();
    const html = await renderBody(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <h1>Classic T-Shirt</h1>
        </Suspense>
      </main>,
      onError,
    );
    expect(html).toContain('<h1>Classic T-Shirt</h1>');
    expect(html).not.toContain('Loading…');
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits for a part that suspends instead of sending its fallback', async () => {
    const Late = lazy(async () => ({ default: () => <p>Reviews</p> }));
    const html = await renderBody(
      <Suspense fallback={<p>Loading…</p>}>
        <Late />
      </Suspense>,
    );
    expect(html).toContain('<p>Reviews</p>');
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain('<!--$!-->');
  });

  it('reports a part that throws', async () => {
    const onError = vi.fn();
    const Broken = () => {
      throw new Error('bad section');
    };
    await renderBody(
      <Suspense fallback={<p>Loading…</p>}>
        <Broken />
      </Suspense>,
      onError,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'bad section' }));
  });
});
