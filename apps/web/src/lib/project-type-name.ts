import { OTHERS_PROJECT_TYPE } from '@angelbridge/contracts/limits';

interface TypedPitch {
  project_type: { title: string } | null;
  other_name: string | null;
}

/** A pitch's project type as people read it: for 'Others', the name its owner gave (when there is one). */
export function projectTypeName(pitch: TypedPitch): string {
  const title = pitch.project_type?.title ?? '';
  return title === OTHERS_PROJECT_TYPE && pitch.other_name ? pitch.other_name : title;
}
