/** The marketing pages' calls: the legal texts and the platform contact form. */
import {
  contactEndpoints,
  platformEndpoints,
  type LegalDoc,
  type PlatformContactInput,
} from '../../shared';
import { callApi } from '../api/client';

export const marketingApi = {
  legalDoc: (doc: LegalDoc) => callApi(platformEndpoints.legal, { params: { doc } }),
  sendContact: (body: PlatformContactInput) =>
    callApi(contactEndpoints.platformContactEmail, { body }),
};
