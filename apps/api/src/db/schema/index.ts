export * from './cms.js';
export * from './codes.js';
export * from './contact-requests.js';
export * from './contact-us.js';
export * from './pitches.js';
export * from './reference.js';
export * from './search.js';
export * from './users.js';
