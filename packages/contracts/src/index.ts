export * from './auth.js';
export * from './billing.js';
export * from './contact.js';
export * from './enums.js';
export * from './health.js';
export * from './problem.js';
export * from './scans.js';
export * from './stats.js';
