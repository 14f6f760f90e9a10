/**
 * The chip that follows the pointer during a drag: a plain DOM element moved with a
 * transform (no React render per pointer move).
 * Owns: creating, moving and removing it. Not: what is dragged.
 */

export interface DragGhost {
  move(clientX: number, clientY: number): void;
  remove(): void;
}

/** Shows a chip reading `label` at the pointer; it never takes pointer events. */
export function createDragGhost(label: string, clientX: number, clientY: number): DragGhost {
  const element = document.createElement('div');
  element.className = 'be-drag-ghost';
  element.setAttribute('aria-hidden', 'true');
  element.textContent = label;
  const move = (x: number, y: number) => {
    element.style.transform = `translate(${Math.round(x + 12)}px, ${Math.round(y + 12)}px)`;
  };
  move(clientX, clientY);
  document.body.appendChild(element);
  document.documentElement.classList.add('be-dragging');
  return {
    move,
    remove() {
      element.remove();
      document.documentElement.classList.remove('be-dragging');
    },
  };
}
