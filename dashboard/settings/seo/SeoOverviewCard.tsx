/**
 * Every page, product and category of the store with the title search engines get, its meta
 * description and its warnings (no title at all, no description, longer than a result shows,
 * the same as another's: a good automatic title is not a warning),
 * each linked to where it is edited. Filtered by kind and to those with warnings; 50 a page.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  SEO_DESCRIPTION_GUIDE,
  SEO_TITLE_GUIDE,
  type SeoEntry,
  type SeoEntryKind,
  type SeoWarning,
} from '../../../shared';
import { Badge, Card, EmptyState, FilterSelect, type DataTableColumn } from '../../kit';
import { PagedTable } from './PagedTable';
import { seoQueries, type OverviewFilter } from './seo-api';

const warningLabels: Record<SeoWarning, string> = {
  titleMissing: 'No title',
  titleTooLong: `Title over ${SEO_TITLE_GUIDE} characters`,
  titleDuplicate: 'Same title as another',
  descriptionMissing: 'No meta description',
  descriptionTooLong: `Description over ${SEO_DESCRIPTION_GUIDE} characters`,
  descriptionDuplicate: 'Same description as another',
};

const kindLabels: Record<SeoEntryKind, string> = {
  page: 'Page',
  product: 'Product',
  category: 'Category',
};

/** Where an entry's SEO fields are edited. */
function editHref(entry: SeoEntry): string {
  if (entry.kind === 'product') return `/dashboard/edit-product/${entry.id}`;
  if (entry.kind === 'category') return `/dashboard/edit-category/${entry.id}`;
  // The page's own screen (dashboard/page-screen) lives at /dashboard/{slug}.
  return `/dashboard/${encodeURIComponent(entry.slug)}`;
}

const columns: DataTableColumn<SeoEntry>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (e) => (
      <div className="seo-entry-name">
        <Link to={editHref(e)} data-testid="seo-entry-link">
          {e.name}
          <span className="visually-hidden"> — edit {kindLabels[e.kind].toLowerCase()}</span>
        </Link>
        <span className="muted seo-entry-path">
          {e.path}
          {e.live ? '' : ' · not public'}
        </span>
      </div>
    ),
  },
  { id: 'kind', header: 'Type', cell: (e) => kindLabels[e.kind] },
  {
    id: 'title',
    header: 'Title in results',
    cell: (e) => <span data-testid="seo-entry-title">{e.title}</span>,
  },
  {
    id: 'description',
    header: 'Meta description',
    cell: (e) =>
      e.kind === 'category' ? (
        <span className="muted">Automatic</span>
      ) : e.metaDescription ? (
        <span className="seo-entry-description">{e.metaDescription}</span>
      ) : (
        <span className="muted">None</span>
      ),
  },
  {
    id: 'warnings',
    header: 'Warnings',
    cell: (e) =>
      e.warnings.length ? (
        <ul className="seo-warnings" data-testid="seo-entry-warnings">
          {e.warnings.map((w) => (
            <li key={w}>
              <Badge tone="warning">{warningLabels[w]}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <Badge tone="success">Good</Badge>
      ),
  },
];

const kindOptions = [
  { value: 'page', label: 'Pages' },
  { value: 'product', label: 'Products' },
  { value: 'category', label: 'Categories' },
];
const issueOptions = [{ value: 'true', label: 'Only those with warnings' }];

export function SeoOverviewCard({ storeId }: { storeId: string }) {
  const [filter, setFilter] = useState<OverviewFilter>({ kind: 'all', issues: false, page: 0 });
  const overview = useQuery(seoQueries.overview(storeId, filter));
  const counts = overview.data?.warningCounts;
  const problems = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;

  return (
    <Card title="Pages, products and categories" data-testid="seo-overview">
      <div className="settings-card-body">
        {counts ? (
          <p className="settings-summary" data-testid="seo-overview-summary">
            {problems
              ? `${counts.descriptionMissing} without a meta description, ${counts.titleDuplicate} sharing a title, ${counts.titleTooLong + counts.descriptionTooLong} too long.`
              : 'No warnings: every title and description is set, unique and fits a result.'}
          </p>
        ) : null}
        <div className="seo-filters">
          <FilterSelect
            label="Show"
            value={filter.kind === 'all' ? '' : filter.kind}
            anyLabel="Everything"
            options={kindOptions}
            onChange={(kind) =>
              setFilter({ ...filter, kind: (kind || 'all') as OverviewFilter['kind'], page: 0 })
            }
            data-testid="seo-overview-kind"
          />
          <FilterSelect
            label="Warnings"
            value={filter.issues ? 'true' : ''}
            anyLabel="With or without"
            options={issueOptions}
            onChange={(v) => setFilter({ ...filter, issues: v === 'true', page: 0 })}
            data-testid="seo-overview-issues"
          />
        </div>
        <PagedTable
          query={overview}
          what="the SEO overview"
          errorTestId="seo-overview-error"
          page={filter.page}
          onPageChange={(page) => setFilter({ ...filter, page })}
          noun={['entry', 'entries']}
          label="Search listing of pages, products and categories"
          columns={columns}
          rowKey={(e) => `${e.kind}:${e.id}`}
          rowLabel={(e) => e.name}
          rowTestId="seo-entry"
          empty={
            <EmptyState title={filter.issues ? 'Nothing to fix' : 'Nothing here yet'}>
              {filter.issues
                ? 'No entry of this kind has a warning.'
                : 'Add pages, products or categories and they show here.'}
            </EmptyState>
          }
          data-testid="seo-overview-table"
        />
      </div>
    </Card>
  );
}
