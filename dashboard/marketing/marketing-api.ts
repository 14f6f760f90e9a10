/** The marketing pages' calls: the legal texts and the platform contact form. */
import type { LegalDoc, LegalDocReply, OkReply, PlatformContactInput } from '../../shared';
import { apiClient } from '../api/client';

export const marketingApi = {
  legalDoc: (doc: LegalDoc) =>
    apiClient.get<LegalDocReply, LegalDocReply>(`/platform/legal/${encodeURIComponent(doc)}`),
  sendContact: (body: PlatformContactInput) =>
    apiClient.post<OkReply, OkReply>('/email/platform-contact-email', body),
};
