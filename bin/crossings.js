#!/usr/bin/env node
// The `crossings` command: registers tsx so Node can load the TypeScript sources, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
