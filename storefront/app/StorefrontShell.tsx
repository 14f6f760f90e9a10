/**
 * The page shell of spec 2.2: header (topbar, navbar) and footer from the store's global
 * content around the route's main area. 'Error loading global content' when it fails.
 */
import type { ReactNode } from 'react';
import type { Component } from '../../shared';
import { useGlobalContent } from '../context/read-hooks';
import { SectionList } from '../sections/SectionList';

const headerTypes = new Set(['topbar', 'navbar']);

export function StorefrontShell({ children }: { children: ReactNode }) {
  const global = useGlobalContent();
  const sections: Component[] = global.data?.globalContent ?? [];
  const header = sections.filter((s) => headerTypes.has(s.type));
  const footer = sections.filter((s) => s.type === 'footer');
  return (
    <>
      <a className="sf-skip-link" href="#main">
        Skip to content
      </a>
      {global.isError ? (
        <p className="sf-global-error" role="alert">
          Error loading global content
        </p>
      ) : null}
      <header className="sf-shell-header">
        <SectionList sections={header} />
      </header>
      <main id="main" className="sf-main">
        {children}
      </main>
      <footer className="sf-shell-footer">
        <SectionList sections={footer} />
      </footer>
    </>
  );
}
