export * from './report/scan-error.js';
export * from './report/types.js';
