import { describe, expect, it, vi } from 'vitest';
import { checkoutPreviewSettingsSchema, defaultCheckoutSettings } from '../../../shared';
import {
  listenForCheckoutPreview,
  previewSettingsMessage,
  sendPreviewSettings,
} from './preview-channel';

function setup() {
  const frameWindow = { postMessage: vi.fn() };
  const iframe = { contentWindow: frameWindow } as unknown as HTMLIFrameElement;
  let listener: ((event: MessageEvent) => void) | null = null;
  const target = {
    addEventListener: (_type: string, l: EventListener) => {
      listener = l as unknown as (event: MessageEvent) => void;
    },
    removeEventListener: () => {
      listener = null;
    },
  } as unknown as Window;
  const deliver = (data: unknown, source: unknown) =>
    listener?.({ data, source } as unknown as MessageEvent);
  return { iframe, frameWindow, target, deliver, listening: () => listener !== null };
}

describe('the checkout preview channel (dashboard side)', () => {
  it("answers only its own iframe's announcement", () => {
    const { iframe, frameWindow, target, deliver } = setup();
    const onReady = vi.fn();
    const onReject = vi.fn();
    listenForCheckoutPreview(iframe, { onReady, onReject }, target);
    deliver({ kind: 'checkout-preview/ready', version: 1 }, { postMessage: vi.fn() });
    expect(onReady).not.toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
    deliver({ kind: 'checkout-preview/ready', version: 1 }, frameWindow);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('drops and reports what does not parse or speaks another version', () => {
    const { iframe, frameWindow, target, deliver } = setup();
    const onReady = vi.fn();
    const onReject = vi.fn();
    listenForCheckoutPreview(iframe, { onReady, onReject }, target);
    deliver({ kind: 'checkout-preview/ready' }, frameWindow);
    deliver({ kind: 'checkout-preview/ready', version: 1, extra: 1 }, frameWindow);
    deliver({ kind: 'checkout-preview/ready', version: 2 }, frameWindow);
    expect(onReady).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledTimes(3);
  });

  it('sends the draft as a message the checkout accepts, and stops on request', () => {
    const { iframe, frameWindow, target, listening } = setup();
    const draft = {
      ...defaultCheckoutSettings,
      fields: { ...defaultCheckoutSettings.fields, phone: 'optional' as const },
    };
    sendPreviewSettings(iframe, draft);
    expect(frameWindow.postMessage).toHaveBeenCalledWith(previewSettingsMessage(draft), '*');
    expect(checkoutPreviewSettingsSchema.parse(previewSettingsMessage(draft)).settings).toEqual(
      draft,
    );
    const stop = listenForCheckoutPreview(iframe, { onReady: vi.fn() }, target);
    stop();
    expect(listening()).toBe(false);
  });
});
