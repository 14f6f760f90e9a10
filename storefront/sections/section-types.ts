/** The contract every section component implements: its id and its parsed props (defaults applied). */
import type { SectionProps, SectionType } from '../../shared';

export interface SectionComponentProps<T extends SectionType> {
  id: string;
  props: SectionProps<T>;
}
