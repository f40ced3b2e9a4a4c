export * from './types.ts';
export * from './rng.ts';
export * from './define.ts';
export * from './json-limits.ts';
export * from './schema-bounds.ts';
export * from './record.ts';
export * from './json-patch.ts';
export * from './outcome.ts';
