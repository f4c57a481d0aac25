import { z } from 'zod';

// What the supervisors' month grids (breakfast, storage) share on the wire: a cell write with the value
// it was based on and its key, and each write's outcome (src/domain/cells.ts, src/server/kernel/grid.ts).
export const writeKey = z.string().regex(/^[A-Za-z0-9-]{8,100}$/, 'key must be 8-100 letters, digits or dashes');

export const gridResult = z.object({
  key: z.string(),
  row: z.string(),
  day: z.number(),
  field: z.string(),
  /** applied, same (already that value) or conflict (the cell moved on since `base`: `current` and `mine`). */
  result: z.enum(['applied', 'same', 'conflict']),
  value: z.number().optional(),
  before: z.number().optional(),
  current: z.number().optional(),
  mine: z.number().optional(),
  /** This key was sent before: its first outcome, nothing applied now. */
  replayed: z.boolean(),
});
export type GridResultAnswer = z.infer<typeof gridResult>;
