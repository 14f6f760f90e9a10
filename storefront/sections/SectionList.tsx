/**
 * Renders a list of saved components with the storefront's own section components. Each
 * section's outer element carries `data-section-id` and `data-section-type`. Props arrive
 * complete: the server validates content against the registry (defaults filled) before it
 * stores or serves it, and the editor sends parsed props; so the browser bundle needs no
 * schemas. An unknown type renders nothing rather than breaking the page. A colour left "from
 * scheme" reaches the component as its scheme's CSS variable, set by the section's scheme class.
 */
import { memo, Suspense, type ComponentType } from 'react';
import { colorSchemeOf, resolveSchemeColors, schemeClass, type Component } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { sectionComponents } from './section-components';

export const SectionView = memo(function SectionView({ section }: { section: Component }) {
  const { wrapSection } = useStorefront();
  const Section = (
    sectionComponents as Record<string, ComponentType<{ id: string; props: unknown }>>
  )[section.type];
  if (!Section || !Object.hasOwn(sectionComponents, section.type)) return null;
  // The section's scheme class sets the colours its "from scheme" props read.
  const rendered = (
    <div
      className={`sf-section sf-section--${section.type} ${schemeClass(colorSchemeOf(section.props))}`}
      data-section-id={section.id}
      data-section-type={section.type}
    >
      {/* Each section is its own chunk: until it loads (a client navigation) the box stays
          empty; while hydrating, React keeps the server's HTML. */}
      <Suspense fallback={null}>
        <Section id={section.id} props={resolveSchemeColors(section.type, section.props)} />
      </Suspense>
    </div>
  );
  return wrapSection ? (
    <>{wrapSection({ id: section.id, type: section.type }, rendered)}</>
  ) : (
    rendered
  );
});

export function SectionList({ sections }: { sections: Component[] }) {
  return (
    <>
      {sections.map((s) => (
        <SectionView key={s.id} section={s} />
      ))}
    </>
  );
}
