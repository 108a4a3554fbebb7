/** Cache keys of contact requests, shared by the owner's list, the investor's list and the pitch page. */
export const contactRequestKeys = {
  all: ['contact-requests'] as const,
  lists: ['contact-requests', 'list'] as const,
  list: (pitchId: string | null) => ['contact-requests', 'list', pitchId ?? 'all'] as const,
  history: (contactId: string) => ['contact-requests', 'history', contactId] as const,
  team: (pitchId: string) => ['contact-requests', 'team', pitchId] as const,
};
