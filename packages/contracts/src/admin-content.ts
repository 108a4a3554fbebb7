import { z } from 'zod';
import { calls } from './call-routes.js';
import { CMS_CODES } from './cms.js';
import { endpoint, ok, requiredId, requiredText } from './http.js';

export const CMS_TITLE_MAX = 200;
/** The longest page text (HTML) a draft takes: the terms today are about 4,000 characters. */
export const CMS_CONTENT_MAX = 200_000;
/** Versions /admin/getCmsVersions answers, newest first (every published one is kept in the database). */
export const CMS_VERSIONS_LIMIT = 100;
export const CMS_VERSION_STATUSES = ['draft', 'published'] as const;

export const cmsTexts = {
  codeRequired: "cms_code must be 'terms_condition' or 'privacy_policy'.",
  titleRequired: 'The title is required.',
  contentRequired: 'The text is required.',
  versionNotFound: 'Version not found.',
  draftSaved: 'Draft saved.',
  published: 'Published: the page now shows this version.',
} as const;

const m = cmsTexts;
const cmsCode = z.enum(CMS_CODES, { error: m.codeRequired });

export const cmsVersion = z.object({
  _id: z.uuid(),
  cms_code: z.enum(CMS_CODES),
  title: z.string(),
  content: z.string(),
  status: z.enum(CMS_VERSION_STATUSES),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  /** The version /getCms answers now. */
  current: z.boolean(),
});
export type CmsVersion = z.infer<typeof cmsVersion>;

export const getCmsVersions = endpoint({
  ...calls.getCmsVersions,
  summary: `A page's versions, newest first (at most ${CMS_VERSIONS_LIMIT}): the open draft and every published one.`,
  request: z.object({ cms_code: cmsCode }),
  response: ok({ versions: z.array(cmsVersion) }),
});

export const saveCmsDraft = endpoint({
  ...calls.saveCmsDraft,
  summary: "Saves the page's draft (one open draft per page: a save replaces it until it is published).",
  request: z.object({
    cms_code: cmsCode,
    title: requiredText(m.titleRequired, CMS_TITLE_MAX),
    content: requiredText(m.contentRequired, CMS_CONTENT_MAX),
  }),
  response: ok({ version: cmsVersion }),
});

export const publishCms = endpoint({
  ...calls.publishCms,
  summary:
    'Publishes a version: the draft, or an older published one (a restore, kept as a new version). ' +
    '/getCms answers it at once on every instance.',
  request: z.object({ version_id: requiredId('version_id is required.', 'version_id') }),
  response: ok({ version: cmsVersion }),
});

export const adminContentEndpoints = [getCmsVersions, saveCmsDraft, publishCms] as const;
