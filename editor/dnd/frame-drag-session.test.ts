import { describe, expect, it } from 'vitest';
import type { FrameGeometry } from '../frame/frame-point';
import { FrameDragSession } from './frame-drag-session';

const geometry: FrameGeometry = {
  frameRect: { left: 100, top: 0, right: 740, bottom: 800 },
  visibleRect: { left: 100, top: 0, right: 740, bottom: 800 },
  scale: 0.5,
};

function setup(options: { geometry?: FrameGeometry | null } = {}) {
  const sent: unknown[] = [];
  const frames: (() => void)[] = [];
  const session = new FrameDragSession({
    source: { kind: 'palette', type: 'banner' },
    getGeometry: () => (options.geometry === undefined ? geometry : options.geometry),
    sender: {
      dragOver: (message) => sent.push({ dragOver: message }),
      dragEnd: (message) => sent.push({ dragEnd: message }),
    },
    requestFrame: (callback) => {
      frames.push(callback);
      return frames.length;
    },
    cancelFrame: (handle) => {
      frames[handle - 1] = () => {};
    },
  });
  const runFrames = () => frames.splice(0).forEach((run) => run());
  return { session, sent, runFrames, frames };
}

describe('FrameDragSession', () => {
  it('sends at most one dragOver per animation frame, with the latest position', () => {
    const { session, sent, runFrames, frames } = setup();
    session.move(200, 100);
    session.move(300, 120);
    session.move(400, 140);
    expect(sent).toEqual([]);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(sent).toEqual([
      { dragOver: { x: 600, y: 280, source: { kind: 'palette', type: 'banner' } } },
    ]);
  });

  it('sends nothing while the pointer is outside the canvas', () => {
    const { session, sent, runFrames } = setup();
    session.move(50, 100);
    runFrames();
    session.end(50, 100);
    expect(sent).toEqual([]);
  });

  it('cancels the indicator with dragEnd(false) when the pointer leaves the canvas', () => {
    const { session, sent, runFrames } = setup();
    session.move(200, 100);
    runFrames();
    session.move(50, 100);
    runFrames();
    expect(sent.at(-1)).toEqual({ dragEnd: { drop: false } });
    expect(session.isOver).toBe(false);
  });

  it('drops on release over the canvas after sending the last position', () => {
    const { session, sent } = setup();
    session.move(200, 100);
    session.end(220, 110);
    expect(sent).toEqual([
      { dragOver: { x: 240, y: 220, source: { kind: 'palette', type: 'banner' } } },
      { dragEnd: { drop: true } },
    ]);
  });

  it('does not drop on release outside the canvas, and only says so once', () => {
    const { session, sent, runFrames } = setup();
    session.move(200, 100);
    runFrames();
    session.end(20, 20);
    expect(sent.slice(1)).toEqual([{ dragEnd: { drop: false } }]);
  });

  it('cancel clears the indicator and ignores anything after it', () => {
    const { session, sent, runFrames } = setup();
    session.move(200, 100);
    session.cancel();
    runFrames();
    session.move(300, 100);
    session.end(300, 100);
    expect(sent).toEqual([{ dragEnd: { drop: false } }]);
  });

  it('does nothing when there is no connected canvas', () => {
    const { session, sent, runFrames } = setup({ geometry: null });
    session.move(200, 100);
    runFrames();
    session.end(200, 100);
    expect(sent).toEqual([]);
  });
});
