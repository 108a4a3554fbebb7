import { signedLinks } from '../../http/signed-links.js';

/**
 * The portfolio's signed links (http/signed-links.ts), each made for one investor and bound to their
 * browser session, as the data room's are: one to a completed agreement's PDF, one to the ZIP of them
 * all. Each kind has its own key, path and cookie, so neither can pass for the other (or for any other
 * module's link), and each is re-checked against the investor's agreements every time it is served.
 */
export const portfolioLinks = (secret: string) => ({
  agreement: signedLinks(secret, {
    purpose: 'angelbridge portfolio agreement links',
    path: '/api/portfolio/agreement',
    cookie: 'ab_portfolio_agreement',
  }),
  archive: signedLinks(secret, {
    purpose: 'angelbridge portfolio archive links',
    path: '/api/portfolio/agreements-zip',
    cookie: 'ab_portfolio_zip',
  }),
});

export type PortfolioLinks = ReturnType<typeof portfolioLinks>;
