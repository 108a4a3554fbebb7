import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import type { QueryClient } from '@tanstack/react-query';
import type { PageMeta } from '../../../server/renderer';
import { pitchByIdQuery } from '../discovery/index';

/**
 * A shared pitch link's card: the pitch's name, its summary (else who and where), its cover at page size.
 * Null when the pitch was not loaded (refused or failed): the site's defaults then.
 */
export async function pitchShareMeta(client: QueryClient, id: string): Promise<PageMeta | null> {
  const pitch = client.getQueryData(pitchByIdQuery(id).queryKey)?.investment_data;
  if (!pitch) return null;
  const about = [pitch.name_of_company, pitch.location].filter(Boolean).join(', ');
  return {
    title: pitch.name_of_pitch,
    description: pitch.short_summary.trim() || about,
    image: pitch.img,
    path: webPath(webPaths.project, { id: pitch._id }),
  };
}
