/**
 * Tabs over an index (All / Active / Draft) as links that set one query parameter, so each
 * view can be bookmarked and Back returns to the previous one.
 */
import './kit.css';
import { Link, useSearchParams } from 'react-router-dom';
import { queryHref } from './query-params';

export interface FilterTab {
  /** The parameter's value; `null` for "All" (the parameter removed). */
  value: string | null;
  label: string;
  /** How many rows this tab holds (shown beside the label once known). */
  count?: number | undefined;
}

export interface FilterTabsProps {
  /** The accessible name of the tab strip: "Product status". */
  label: string;
  param: string;
  tabs: FilterTab[];
  'data-testid'?: string;
}

export function FilterTabs({ label, param, tabs, 'data-testid': testId }: FilterTabsProps) {
  const [params] = useSearchParams();
  const current = params.get(param);
  return (
    <nav aria-label={label} className="kit-tabs" data-testid={testId}>
      <ul>
        {tabs.map((tab) => {
          const active = current === tab.value || (tab.value === null && !current);
          return (
            <li key={tab.value ?? 'all'}>
              <Link
                to={queryHref(params, { [param]: tab.value })}
                aria-current={active ? 'true' : undefined}
                className={active ? 'kit-tab kit-tab-active' : 'kit-tab'}
              >
                {tab.label}
                {tab.count !== undefined ? (
                  <>
                    {' '}
                    <span className="kit-tab-count" data-testid="tab-count">
                      {tab.count}
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
