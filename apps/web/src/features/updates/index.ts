// The only door into features/updates for other features and app/ (ARCHITECTURE convention 8).
// Everything it offers is lazy (its pages and the portfolio's sparklines, which load recharts): see routes.ts.
export {};
