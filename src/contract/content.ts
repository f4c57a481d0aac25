import { z } from 'zod';
import { endpoint } from './endpoint';

// The content editor (spec 3 sections 2 and 7): the public website's texts of a language and a target,
// read-only. Unknown languages and targets are refused with 404 (src/domain/content.ts lists them).
// content: the target's JSON object as the website stores it (text fields, arrays, nested arrays);
// msg 'null' with an empty object when nothing is stored yet for a known language and target.
export const contentApi = {
  load: endpoint({
    method: 'GET',
    path: '/azumayavietnam/load_conent_by_target/:language/:target',
    params: z.object({ language: z.string().max(40), target: z.string().max(40) }),
    answer: z.object({
      status: z.literal(1),
      msg: z.enum(['ok', 'null']),
      data: z.object({
        language: z.string(),
        target: z.string(),
        content: z.record(z.string(), z.unknown()),
        updatedAt: z.string(),
        updatedBy: z.string(),
      }),
    }),
  }),
};
