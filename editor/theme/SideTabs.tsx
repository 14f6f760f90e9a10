/**
 * The left sidebar: two tabs, "Sections" (the palette) and "Theme styles" (the theme panel).
 * Arrow keys move between the tabs (the ARIA tabs pattern); both panels stay mounted, the
 * hidden one `hidden`, so the palette's drag wiring and the theme's drafts survive a switch.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const tabs = [
  { id: 'sections', label: 'Sections' },
  { id: 'theme', label: 'Theme styles' },
] as const;
type TabId = (typeof tabs)[number]['id'];

export function SideTabs({ sections, theme }: { sections: ReactNode; theme: ReactNode }) {
  const [current, setCurrent] = useState<TabId>('sections');
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setCurrent(tabs[next]!.id);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div className="be-side-tabs" role="tablist" aria-label="Left panel">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-controls={`${base}-${tab.id}`}
            aria-selected={current === tab.id}
            tabIndex={current === tab.id ? 0 : -1}
            className="be-side-tab"
            onClick={() => setCurrent(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          className="be-side-panel"
          hidden={current !== tab.id}
        >
          {tab.id === 'sections' ? sections : theme}
        </div>
      ))}
    </>
  );
}
