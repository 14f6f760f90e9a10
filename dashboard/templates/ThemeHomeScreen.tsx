/**
 * /theme-home (public): the template gallery. One card per template with a desktop preview
 * of its home page, its name, description and pages, a link to its full preview and
 * "Use this template".
 */
import './templates.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QueryError } from '../kit';
import { DevicePreviewFrame } from './DevicePreviewFrame';
import { templatePreviewSrc } from './templates-api';
import { templateQueries } from './templates-queries';
import { UseTemplateButton } from './UseTemplateButton';

export function ThemeHomeScreen() {
  const query = useQuery(templateQueries.list());
  return (
    <div className="theme-home" data-testid="theme-home">
      <h1>Store templates</h1>
      <p className="theme-home-intro">
        Start from a complete store: every template comes with its pages, header and footer, ready
        to edit in the builder. Applying one saves drafts, so your shoppers see nothing new until
        you publish.
      </p>
      {query.isPending ? (
        <ul className="template-grid" aria-busy="true" aria-label="Loading templates">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="template-card">
              <div className="skeleton template-card-skeleton" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <QueryError what="the templates" query={query} />
      ) : (
        <ul className="template-grid" data-testid="template-grid">
          {query.data.templates.map((template) => (
            <li
              key={template.templateId}
              className="template-card card"
              data-testid={`template-card-${template.templateId}`}
              style={{ ['--template-accent' as string]: template.accentColor }}
            >
              <DevicePreviewFrame
                src={templatePreviewSrc(template.templateId)}
                title={`${template.name} home page`}
                device="desktop"
                height={240}
                thumbnail
              />
              <h2>{template.name}</h2>
              <p>{template.description}</p>
              <p className="muted template-pages">
                Pages: {template.pages.map((p) => p.title).join(', ')}
              </p>
              <div className="template-card-actions">
                <Link
                  to={`/theme-home/${template.templateId}`}
                  className="button button-secondary"
                  aria-label={`Preview ${template.name}`}
                >
                  Preview
                </Link>
                <UseTemplateButton template={template} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
