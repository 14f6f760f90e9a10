/**
 * The container: lays out its nested components (`props.children`) in a row or a column.
 * Rows stack below 768 px in the storefront and on the mobile screen in the builder; an
 * empty container in the builder shows a drop area.
 */
import type { CSSProperties } from 'react';
import type { Component } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import type { SectionComponentProps } from './section-types';
import { SectionList } from './SectionList';
import { toSpacingCss, toUnitCss, toSectionPaddingCss } from './helpers/css-values';

export function ContainerSection({ id, props }: SectionComponentProps<'container'>) {
  const { viewMode, screenSize } = useStorefront();
  const builder = viewMode === 'builder';
  const children = props.children as Component[];
  const direction = builder && screenSize === 'mobile' ? 'column' : props.direction;
  const modeClass = builder ? 'sf-container-section--fixed' : 'sf-container-section--responsive';
  const boxStyle: CSSProperties = {
    maxWidth: toUnitCss(props.maxWidth),
    padding: toSectionPaddingCss(props.padding),
    backgroundColor: props.backgroundColor,
    borderRadius: `${props.borderRadius}px`,
  };
  return (
    <div
      className={`sf-container-section ${modeClass}`}
      style={{ margin: toSpacingCss(props.margin) }}
    >
      <div className="sf-container-section__box" style={boxStyle}>
        <div
          className={`sf-container-section__items sf-container-section__items--${direction}`}
          style={{ gap: `${props.gap}px`, alignItems: props.alignItems }}
          data-container-id={id}
        >
          {children.length ? (
            <SectionList sections={children} />
          ) : builder ? (
            <div className="sf-container-section__drop" data-testid="container-drop-zone">
              Drop sections here
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
