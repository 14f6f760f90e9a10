/**
 * The moving top bar (spec 2.3, 9): messages scroll in a seamless loop (the list is drawn
 * twice; the copy is hidden from assistive tech), pause on hover or focus, and stand still
 * under prefers-reduced-motion. A close button hides the bar; optional remove buttons drop
 * single messages. Both last for this page view only.
 */
import { useState, type CSSProperties } from 'react';
import type { SectionComponentProps } from './section-types';
import { Icon } from './parts/Icon';
import { ResponsiveImage } from '../images/ResponsiveImage';
import { textBandStyle } from './helpers/css-values';
import { toMessageIcon } from './helpers/message-icon';

type TopbarMessage = SectionComponentProps<'topbar'>['props']['messages'][number];

/** A message's icon: a glyph of the icon set, an image, or the merchant's short text. */
function MessageIconView({ value }: { value: string }) {
  const icon = toMessageIcon(value);
  if (!icon) return null;
  if (icon.kind === 'glyph') return <Icon name={icon.name} className="sf-topbar__icon" />;
  if (icon.kind === 'image') {
    return (
      <ResponsiveImage
        className="sf-topbar__icon-image"
        src={icon.src}
        alt=""
        sizes="18px"
        width={18}
        height={18}
        fixedSize
        loading="eager"
      />
    );
  }
  return (
    <span className="sf-topbar__icon" aria-hidden="true">
      {icon.text}
    </span>
  );
}

/** The cross of the remove and close buttons (their labels speak; it is hidden). */
function Cross({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function MessageList({
  messages,
  copy,
  showRemoveButtons,
  onRemove,
}: {
  messages: TopbarMessage[];
  /** The duplicate drawn for the seamless loop: hidden from assistive tech, not focusable. */
  copy: boolean;
  showRemoveButtons: boolean;
  onRemove: (id: string) => void;
}) {
  return (
    <ul className="sf-topbar__list" aria-hidden={copy ? 'true' : undefined}>
      {messages.map((message, index) => (
        <li
          key={`${message.id}-${index}`}
          className="sf-topbar__message"
          data-testid={copy ? undefined : 'topbar-message'}
        >
          <MessageIconView value={message.icon} />
          <span className="sf-topbar__text">{message.text}</span>
          {showRemoveButtons && (
            <button
              type="button"
              className="sf-topbar__remove"
              aria-label={`Remove message: ${message.text}`}
              tabIndex={copy ? -1 : undefined}
              onClick={() => onRemove(message.id)}
              data-testid={copy ? undefined : 'topbar-remove'}
            >
              <Cross size={12} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function TopbarSection({ props }: SectionComponentProps<'topbar'>) {
  const [closed, setClosed] = useState(false);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const messages = props.messages.filter(
    (m) => !removedIds.includes(m.id) && (m.text.trim() !== '' || m.icon.trim() !== ''),
  );
  if (closed || messages.length === 0) return null;

  const remove = (id: string) => setRemovedIds((ids) => [...ids, id]);
  const style = {
    ...textBandStyle(props),
    fontWeight: Number(props.fontWeight),
    '--sf-topbar-duration': `${props.animationDuration}s`,
  } as CSSProperties;

  return (
    <div
      className="sf-topbar"
      style={style}
      role="region"
      aria-label="Announcements"
      data-testid="topbar"
    >
      <div className="sf-topbar__viewport">
        <div className="sf-topbar__track">
          <MessageList
            messages={messages}
            copy={false}
            showRemoveButtons={props.showRemoveButtons}
            onRemove={remove}
          />
          <MessageList
            messages={messages}
            copy
            showRemoveButtons={props.showRemoveButtons}
            onRemove={remove}
          />
        </div>
      </div>
      {props.showCloseButton && (
        <button
          type="button"
          className="sf-topbar__close"
          aria-label="Close announcement"
          onClick={() => setClosed(true)}
          data-testid="topbar-close"
        >
          <Cross size={14} />
        </button>
      )}
    </div>
  );
}
