export { StatsPanel } from './components/stats-panel';
