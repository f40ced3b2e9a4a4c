/** The skill ladder (docs/lab.md): a round-robin of bot specs, rated, tabulated head to head and judged. */
export * from './schedule.ts';
export * from './ratings.ts';
export * from './matrix.ts';
export * from './verdict.ts';
export * from './ladder.ts';
export { renderLadderHtml, ratingChart } from './html.ts';
