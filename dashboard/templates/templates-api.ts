/** The template gallery's calls: the list, a page's preview address, and applying one. */
import type { ApplyTemplateBody, ApplyTemplateReply, TemplateListReply } from '../../shared';
import { apiClient } from '../api/client';

export const templatesApi = {
  list: () => apiClient.get<TemplateListReply, TemplateListReply>('/platform/templates'),
  apply: (body: ApplyTemplateBody) =>
    apiClient.post<ApplyTemplateReply, ApplyTemplateReply>('/dashboard/templates/apply', body),
};

/** The preview document of a template page (framed sandboxed; the API answers HTML). */
export function templatePreviewSrc(templateId: string, page = 'home'): string {
  const query = new URLSearchParams({ templateId, page });
  return `/api/platform/templates/preview?${query.toString()}`;
}
