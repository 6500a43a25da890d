export { useStats } from './api/get-stats';
export { StatsPanel } from './components/stats-panel';
