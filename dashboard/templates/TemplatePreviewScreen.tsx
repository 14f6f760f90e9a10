/**
 * /theme-home/:templateId (public): one template's pages as the storefront renders them, on
 * a desktop (1280 px) or mobile (390 px) screen, and "Use this template".
 */
import './templates.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { themePreset, themePresets } from '../../shared';
import { EmptyState, QueryError } from '../kit';
import { DevicePreviewFrame, deviceWidths, type PreviewDevice } from './DevicePreviewFrame';
import { templatePreviewSrc } from './templates-api';
import { templateQueries } from './templates-queries';
import { UseTemplateButton } from './UseTemplateButton';

const devices: { device: PreviewDevice; label: string }[] = [
  { device: 'desktop', label: 'Desktop' },
  { device: 'mobile', label: 'Mobile' },
];

export function TemplatePreviewScreen() {
  const { templateId = '' } = useParams();
  const query = useQuery(templateQueries.list());
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [slug, setSlug] = useState('home');
  const [preset, setPreset] = useState('');
  const template = query.data?.templates.find((t) => t.templateId === templateId);

  if (!template) {
    if (query.isPending) {
      return (
        <p role="status" aria-busy="true" className="template-preview">
          Loading the template…
        </p>
      );
    }
    if (query.isError) {
      return <QueryError what="the template" query={query} />;
    }
    return (
      <EmptyState
        title="No such template"
        action={<Link to="/theme-home">See all templates</Link>}
        data-testid="template-missing"
      >
        There is no template at this address.
      </EmptyState>
    );
  }
  const page = template.pages.find((p) => p.slug === slug) ?? template.pages[0]!;
  return (
    <div className="template-preview" data-testid="template-preview">
      <p>
        <Link to="/theme-home">← All templates</Link>
      </p>
      <div className="template-preview-header">
        <div>
          <h1>{template.name}</h1>
          <p>{template.description}</p>
        </div>
        <UseTemplateButton template={template} />
      </div>
      <div className="template-preview-controls">
        <div className="kit-filter">
          <label htmlFor="template-page">Page</label>
          <select
            id="template-page"
            value={page.slug}
            onChange={(e) => setSlug(e.target.value)}
            data-testid="template-page"
          >
            {template.pages.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.title} ({p.path})
              </option>
            ))}
          </select>
        </div>
        <div className="kit-filter">
          <label htmlFor="template-style">Style</label>
          <select
            id="template-style"
            value={preset}
            onChange={(e) => setPreset(e.target.value)}
            data-testid="template-style"
          >
            <option value="">The template’s own</option>
            {themePresets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}: {p.description}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="Screen size" className="template-device-toggle">
          {devices.map(({ device: d, label }) => (
            <button
              key={d}
              type="button"
              className="button button-secondary button-small"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              data-testid={`template-device-${d}`}
            >
              {label} ({deviceWidths[d]} px)
            </button>
          ))}
        </div>
      </div>
      <DevicePreviewFrame
        src={templatePreviewSrc(template.templateId, page.slug, preset)}
        title={`Preview of ${template.name}, ${page.title} page, ${device}${
          preset ? `, ${themePreset(preset)?.label ?? preset} style` : ''
        }`}
        device={device}
        height={720}
        data-testid="template-frame"
      />
    </div>
  );
}
