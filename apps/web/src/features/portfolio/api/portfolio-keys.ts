/** Query keys of features/portfolio: a funded commitment changes the investor's portfolio. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  mine: ['portfolio', 'mine'] as const,
};
