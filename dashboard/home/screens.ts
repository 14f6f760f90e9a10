/**
 * The home's screen and styles: one chunk, loaded when /dashboard opens (routes.ts); uPlot
 * comes with it, so no other screen carries the chart library.
 */
import './home.css';

export { HomeScreen } from './HomeScreen';
