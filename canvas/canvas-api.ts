/**
 * What the canvas does with each editor -> canvas message (the protocol has parsed it already).
 * State changes commit synchronously (flushSync), so a keystroke in the settings panel is on
 * screen before the next message is handled; a patch re-renders only the section it changes.
 */
import { flushSync } from 'react-dom';
import type { CanvasApi } from '../protocol';
import { themeRules, themeRulesCss, TreeEditError, type Theme, type ThemeRules } from '../shared';
import type { EditorSender } from './editor-link';
import type { Interactions } from './interactions';
import { FRAME_ATTRIBUTE } from './dnd/measure-lists';
import type { CanvasAction, CanvasStore } from './state/canvas-store';

/** Set on <html> once the first `canvas/render` has committed (tests and tools wait for it). */
export const READY_ATTRIBUTE = 'canvasReady';
/** Frames a revealed section is followed while the sections around it are drawn. */
const REVEAL_FRAMES = 8;

/** The `<style>` the theme's tokens live in (the storefront's server render writes the same). */
export const THEME_STYLE_ID = 'sf-theme';

/**
 * Applies a theme to the canvas document. The first time, or when its fonts or schemes
 * changed, the theme's style element gets the whole stylesheet; otherwise only the tokens
 * that changed are set on their rules (CSSOM), so the browser restyles only what reads them
 * instead of re-reading the whole sheet. No React render either way.
 */
export function createThemeApplier(doc: Document): (theme: Theme) => void {
  let applied: ThemeRules | null = null;
  return (theme) => {
    const next = themeRules(theme);
    let style = doc.getElementById(THEME_STYLE_ID) as HTMLStyleElement | null;
    if (!style) {
      style = doc.createElement('style');
      style.id = THEME_STYLE_ID;
      doc.head.append(style);
      applied = null;
    }
    const sheet = style.sheet;
    const sameShape =
      applied !== null &&
      sheet !== null &&
      sheet.cssRules.length === next.fontFaces.length + next.rules.length &&
      applied.fontFaces.join('\n') === next.fontFaces.join('\n') &&
      applied.rules.map(([selector]) => selector).join() ===
        next.rules.map(([selector]) => selector).join();
    if (!sameShape || !sheet) {
      // textContent: the text is CSS, never markup, whatever it holds.
      style.textContent = themeRulesCss(next);
      applied = next;
      return;
    }
    next.rules.forEach(([, tokens], i) => {
      const before = applied!.rules[i]![1];
      const rule = sheet.cssRules[next.fontFaces.length + i] as CSSStyleRule;
      for (const [name, value] of Object.entries(tokens))
        if (before[name] !== value) rule.style.setProperty(name, value);
    });
    applied = next;
  };
}

export function createCanvasApi(
  store: CanvasStore,
  interactions: Pick<Interactions, 'dragOver' | 'dragEnd'>,
  send: Pick<EditorSender, 'error'>,
  doc: Document = document,
): CanvasApi {
  const commit = (action: CanvasAction) => flushSync(() => store.dispatch(action));
  const applyTheme = createThemeApplier(doc);

  /**
   * Brings a section selected elsewhere (the layers panel) into view, when it is wholly off
   * screen. Sections off screen are laid out at a size hint (content-visibility): as the ones
   * near the target are drawn at their real height (a frame or two later) it may move, so it
   * follows the section for a few frames, scrolling again whenever it is not fully in view.
   */
  const reveal = (id: string | null) => {
    const view = doc.defaultView;
    const frame = frameOf(id);
    if (!view || !frame) return;
    const rect = frame.getBoundingClientRect();
    if (rect.bottom > 0 && rect.top < view.innerHeight) return;
    frame.scrollIntoView({ block: 'nearest' });
    let left = REVEAL_FRAMES;
    const follow = () => {
      if (--left < 0 || store.getState().selectedId !== id || !frame.isConnected) return;
      const now = frame.getBoundingClientRect();
      const visible = Math.min(now.bottom, view.innerHeight) - Math.max(now.top, 0);
      if (visible < Math.min(now.height, view.innerHeight) - 1) {
        frame.scrollIntoView({ block: 'nearest' });
      }
      view.requestAnimationFrame(follow);
    };
    view.requestAnimationFrame(follow);
  };

  const frameOf = (id: string | null): Element | undefined => {
    if (id === null || store.getState().preview) return undefined;
    return [...doc.querySelectorAll(`[${FRAME_ATTRIBUTE}]`)].find(
      (el) => el.getAttribute(FRAME_ATTRIBUTE) === id,
    );
  };

  return {
    hello: () => undefined,
    render(message) {
      commit({ type: 'render', ...message });
      if (store.getState().rendered) doc.documentElement.dataset[READY_ATTRIBUTE] = 'true';
    },
    patch({ patch }) {
      try {
        commit({ type: 'patch', patch });
      } catch (error) {
        if (!(error instanceof TreeEditError)) throw error;
        const message = `The canvas could not apply a ${patch.op} patch: ${error.message}`;
        send.error(message);
        // Rejects the editor's call too, so it can answer with a full render.
        throw new Error(message, { cause: error });
      }
    },
    select({ id, blockId }) {
      commit({ type: 'select', id, blockId });
      reveal(id);
    },
    screen: ({ screenSize }) => commit({ type: 'screen', screenSize }),
    preview: ({ preview }) => commit({ type: 'preview', preview }),
    // Only the custom properties change: no section re-renders, the page repaints.
    theme: ({ theme }) => applyTheme(theme),
    // A row hovered in the layer list: outlined as on a hover here (no scrolling).
    hover: ({ id }) => commit({ type: 'hover', id }),
    dragOver: ({ x, y, source }) => interactions.dragOver(x, y, source),
    dragEnd: ({ drop }) => interactions.dragEnd(drop),
  };
}
