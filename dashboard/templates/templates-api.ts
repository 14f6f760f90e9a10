/** The template gallery's calls: the list, a page's preview address, and applying one. */
import { endpointUrl, templatesEndpoints, type ApplyTemplateBody } from '../../shared';
import { callApi } from '../api/client';

export const templatesApi = {
  list: () => callApi(templatesEndpoints.templates, {}),
  apply: (body: ApplyTemplateBody) => callApi(templatesEndpoints.apply, { body }),
};

/** The preview document of a template page (framed sandboxed; the API answers HTML). */
export function templatePreviewSrc(templateId: string, page = 'home', preset = ''): string {
  return endpointUrl(templatesEndpoints.templatesPreview, {
    query: { templateId, page, ...(preset ? { preset } : {}) },
  });
}
