import { describe, expect, it, vi } from 'vitest';
import { defaultCheckoutSettings } from '../../shared';
import { connectToCheckoutEditor, type PreviewWindow } from './preview-channel';

function fakeWindow() {
  const parent = { postMessage: vi.fn() };
  let listener: ((event: MessageEvent) => void) | null = null;
  const win: PreviewWindow = {
    parent,
    addEventListener: (_type, l) => {
      listener = l;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  const deliver = (data: unknown, source: unknown) =>
    listener?.({ data, source } as unknown as MessageEvent);
  return { win, parent, deliver, listening: () => listener !== null };
}

const draft = {
  fields: { ...defaultCheckoutSettings.fields, phone: 'hidden' as const },
  texts: { ...defaultCheckoutSettings.texts, placeOrderLabel: 'Buy now' },
};
const message = { kind: 'checkout-preview/settings', version: 1, settings: draft };

describe('connectToCheckoutEditor', () => {
  it('announces itself to its parent, then takes the settings the parent sends', () => {
    const { win, parent, deliver } = fakeWindow();
    const onSettings = vi.fn();
    connectToCheckoutEditor(win, onSettings, vi.fn());
    expect(parent.postMessage).toHaveBeenCalledWith(
      { kind: 'checkout-preview/ready', version: 1 },
      '*',
    );
    deliver(message, parent);
    expect(onSettings).toHaveBeenCalledWith(draft);
  });

  it('ignores other windows and drops what does not parse, reporting it', () => {
    const { win, parent, deliver } = fakeWindow();
    const onSettings = vi.fn();
    const onReject = vi.fn();
    connectToCheckoutEditor(win, onSettings, onReject);
    deliver(message, { postMessage: vi.fn() });
    expect(onSettings).not.toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
    deliver({ ...message, settings: { ...draft, fields: { phone: 'sometimes' } } }, parent);
    deliver({ ...message, extra: '<script>' }, parent);
    deliver('checkout-preview/settings', parent);
    expect(onSettings).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledTimes(3);
  });

  it('repeats the announcement until answered, and stops listening when disconnected', () => {
    vi.useFakeTimers();
    try {
      const { win, parent, deliver, listening } = fakeWindow();
      const stop = connectToCheckoutEditor(win, vi.fn(), vi.fn());
      vi.advanceTimersByTime(600);
      expect(parent.postMessage).toHaveBeenCalledTimes(4);
      deliver(message, parent);
      vi.advanceTimersByTime(1000);
      expect(parent.postMessage).toHaveBeenCalledTimes(4);
      stop();
      expect(listening()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
