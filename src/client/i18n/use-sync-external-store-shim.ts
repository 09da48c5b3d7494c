/**
 * @lingui/react imports use-sync-external-store's shim, a copy of the hook for React < 18: React
 * 19 has it, and the shim's 0.6 KB gzip would count against the home page's budget
 * (webpack.config.ts aliases the shim to this module).
 */
export { useSyncExternalStore } from 'react';
