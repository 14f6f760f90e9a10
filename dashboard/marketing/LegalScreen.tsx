/**
 * /terms, /refund-policy, /service-policy, /privacy-policy (public): the text from
 * `GET /api/platform/legal/:doc` (the repo's Markdown with the operator's details filled in
 * by the server), its effective date and a table of contents of its sections.
 */
import './marketing.css';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseMarkdownBlocks, type LegalDoc } from '../../shared';
import { QueryError } from '../kit';
import { MarkdownView } from './MarkdownView';
import { marketingQueries } from './marketing-queries';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

export function LegalScreen({ doc, title }: { doc: LegalDoc; title: string }) {
  const query = useQuery(marketingQueries.legalDoc(doc));
  const blocks = useMemo(
    () => (query.data ? parseMarkdownBlocks(query.data.markdown) : []),
    [query.data],
  );
  const sections = blocks.filter((b) => b.kind === 'heading' && b.level <= 2);

  return (
    <article className="legal-page" data-testid={`legal-${doc}`}>
      <h1>{query.data?.title ?? title}</h1>
      {query.isPending ? (
        <p role="status" className="legal-loading" aria-busy="true">
          Loading the {title.toLowerCase()}…
        </p>
      ) : query.isError ? (
        <QueryError what={`the ${title.toLowerCase()}`} query={query} />
      ) : (
        <>
          <p className="legal-effective">
            Effective {dateFormat.format(new Date(`${query.data.effectiveDate}T00:00:00Z`))}
          </p>
          {sections.length > 2 ? (
            <nav aria-label="Contents" className="legal-toc">
              <h2>Contents</h2>
              <ol>
                {sections.map((section) =>
                  section.kind === 'heading' ? (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.text}</a>
                    </li>
                  ) : null,
                )}
              </ol>
            </nav>
          ) : null}
          <div className="legal-body">
            <MarkdownView blocks={blocks} />
          </div>
        </>
      )}
    </article>
  );
}
