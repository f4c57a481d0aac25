import { z } from 'zod';
import { GUIDE_CONTENT_MAX, GUIDE_NAME_MAX } from '../domain/guide';
import { guide } from './branch';
import { idParam } from './common';
import { endpoint } from './endpoint';

// Editing the manual (our design; the spec only reads it): the admin and the CEO add, change and remove
// guides. Each answer is the whole list as GET /guider/get_guider gives it (in order), so the viewer
// shows the result at once. Texts use the "## topic" form of src/domain/guide.ts. A change carries the
// revision read: a guide changed since is refused 409 "Can't SAVE report, please reload page and check
// again." with `current`, the list as stored now.
export const guideSaveBody = z
  .object({
    /** Absent: a new guide (placed last unless `sort` says where). */
    id: z.number().int().positive().optional(),
    name: z.string().trim().min(1, 'Please input the guide name').max(GUIDE_NAME_MAX, 'The guide name is too long'),
    content: z
      .string()
      .trim()
      .min(1, 'Please input the guide text')
      .max(GUIDE_CONTENT_MAX, 'The guide text is too long'),
    /** The revision of the guide the editor read (a new guide: 0); another one is refused (409 with `current`). */
    revision: z.number().int().min(0).default(0),
    /** The tab's place (0 = first). */
    sort: z.number().int().min(0).max(999).optional(),
  })
  .strict();

const guideList = z.object({ status: z.literal(1), msg: z.string(), data: z.array(guide) });

export const guideEditApi = {
  save: endpoint({ method: 'POST', path: '/guider/save_guider', body: guideSaveBody, answer: guideList }),
  remove: endpoint({
    method: 'DELETE',
    path: '/guider/delete_guider/:id',
    params: z.object({ id: idParam }),
    answer: guideList,
  }),
};
