/** Cache keys of the owner's pitches, shared by every hook that reads or changes them. */
export const pitchKeys = {
  all: ['pitches'] as const,
  mine: ['pitches', 'mine'] as const,
  byId: (pitchId: string) => ['pitches', 'byId', pitchId] as const,
};
