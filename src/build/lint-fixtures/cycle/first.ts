// A deliberate import cycle, linted only by lint-boundaries.test.ts (the repository's lint ignores this folder).
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
