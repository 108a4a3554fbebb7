import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, ok } from './http.js';

export const CMS_CODES = ['terms_condition', 'privacy_policy'] as const;
export type CmsCode = (typeof CMS_CODES)[number];

export const cmsPage = z.object({
  _id: z.uuid(),
  cms_code: z.enum(CMS_CODES),
  title: z.string(),
  /** HTML written by the team; the web app sanitizes it before rendering. */
  content: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type CmsPage = z.infer<typeof cmsPage>;

export const getCms = endpoint({
  ...calls.getCms,
  summary: 'The terms and conditions or the privacy policy, as HTML.',
  request: z.object({
    cms_code: z.enum(CMS_CODES, { error: "cms_code must be 'terms_condition' or 'privacy_policy'." }),
  }),
  response: ok({ cms_data: cmsPage.nullable() }),
});

export const cmsEndpoints = [getCms] as const;
