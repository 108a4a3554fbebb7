/**
 * Query keys of features/updates. Every write invalidates `all`: a draft saved, an update published or a
 * reply sent may show in a list, in an update's page and in the metrics at once.
 */
export const updateKeys = {
  all: ['updates'] as const,
  lists: ['updates', 'list'] as const,
  list: (pitchId: string | null, page: number) => ['updates', 'list', pitchId, page] as const,
  one: (updateId: string) => ['updates', 'one', updateId] as const,
  pitchMetrics: (pitchId: string) => ['updates', 'pitch-metrics', pitchId] as const,
  portfolioMetrics: ['updates', 'portfolio-metrics'] as const,
};
