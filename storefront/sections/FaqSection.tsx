/**
 * The FAQ section: a searchable accordion of its question blocks (spec 2.3; hidden ones left
 * out). Search matches questions and answers case-insensitively; single-open mode keeps one
 * item open at a time.
 */
import { useId, useState, type CSSProperties } from 'react';
import { blockItems, type FaqItem } from '../../shared';
import type { SectionComponentProps } from './section-types';
import { filterFaqItems, toggleFaqItem } from './helpers/faq-state';
import { toSpacingCss, toUnitCss, toSectionPaddingCss } from './helpers/css-values';

export function FaqSection({ props }: SectionComponentProps<'faq'>) {
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const all = blockItems<FaqItem>(props.blocks);
  const items = filterFaqItems(all, query);
  const toggle = (itemId: string) =>
    setOpenIds((current) => toggleFaqItem(current, itemId, props.singleOpen));

  const style = {
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    backgroundColor: props.backgroundColor,
    '--sf-faq-border': props.borderColor,
  } as CSSProperties;
  const titleId = `${baseId}-title`;

  return (
    <section className="sf-faq" style={style} aria-labelledby={props.title ? titleId : undefined}>
      <div className="sf-faq__inner" style={{ maxWidth: toUnitCss(props.maxWidth) }}>
        {props.title ? (
          <h2 id={titleId} className="sf-faq__title" style={{ color: props.titleColor }}>
            {props.title}
          </h2>
        ) : null}
        {props.subtitle ? (
          <p className="sf-faq__subtitle" style={{ color: props.answerColor }}>
            {props.subtitle}
          </p>
        ) : null}
        {props.showSearch ? (
          <div className="sf-faq__search">
            <label htmlFor={`${baseId}-search`} className="sf-visually-hidden">
              Search questions
            </label>
            <svg
              className="sf-faq__search-icon"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              id={`${baseId}-search`}
              className="sf-faq__search-input"
              type="search"
              value={query}
              placeholder={props.searchPlaceholder}
              autoComplete="off"
              onChange={(e) => setQuery(e.target.value)}
              data-testid="faq-search"
            />
          </div>
        ) : null}
        {items.length === 0 ? (
          <p className="sf-faq__empty" role="status" style={{ color: props.answerColor }}>
            No results found.
          </p>
        ) : (
          <ul className="sf-faq__list">
            {items.map((item) => {
              const open = openIds.has(item.id);
              // Ids follow the item's place in the full list, so filtering keeps them stable.
              const index = all.indexOf(item);
              const buttonId = `${baseId}-q-${index}`;
              const panelId = `${baseId}-a-${index}`;
              return (
                <li
                  key={item.id}
                  className={`sf-faq__item${open ? ' is-open' : ''}`}
                  style={{ backgroundColor: props.itemBackground }}
                  data-testid="faq-item"
                  data-block-id={item.id}
                  data-block-type="question"
                >
                  <h3 className="sf-faq__heading">
                    <button
                      id={buttonId}
                      type="button"
                      className="sf-faq__question"
                      style={{ color: props.questionColor }}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => toggle(item.id)}
                      data-testid="faq-question"
                    >
                      <span>{item.question}</span>
                      <svg
                        className="sf-faq__chevron"
                        viewBox="0 0 24 24"
                        width="20"
                        height="20"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path
                          d="M6 9l6 6 6-6"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    className="sf-faq__answer"
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!open}
                    style={{ color: props.answerColor }}
                    data-testid="faq-answer"
                  >
                    {item.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
