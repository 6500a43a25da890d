/**
 * Stands in for the `use-sync-external-store/shim` package that react-i18next imports (see
 * vite.config.ts). The shim exists for React 17 and older; on React 18+ it only hands over React's
 * own hook, after ~0.6 KB gzip of code the first page would fetch for nothing.
 */
export { useSyncExternalStore } from 'react';
