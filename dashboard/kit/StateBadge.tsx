/**
 * A state's badge from its entry in a table of badge words (`Record<Status, BadgeWord>`):
 * the entry's tone and label.
 */
import { Badge, type BadgeWord } from './Badge';

export interface StateBadgeProps {
  word: BadgeWord;
  'data-testid'?: string;
}

export function StateBadge({ word, 'data-testid': testId }: StateBadgeProps) {
  return (
    <Badge tone={word.tone} data-testid={testId}>
      {word.label}
    </Badge>
  );
}
