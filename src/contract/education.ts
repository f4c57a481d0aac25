import { z } from 'zod';
import { endpoint } from './endpoint';

// Education (spec 3 sections 3 and 7): the map of category -> video ids (a category may hold
// sub-categories: Reception > Basic, Check-in, Payment), and the title and description of the videos
// asked for. Video ids are YouTube's 11-character ids; an id the library does not hold is left out.
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
export const videoId = z.string().regex(VIDEO_ID, 'Not a video id');

export const educationMap = z.record(
  z.string(),
  z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
);
export type EducationMap = z.infer<typeof educationMap>;

export const videoInfo = z.object({ title: z.string(), description: z.string() });
export type VideoInfo = z.infer<typeof videoInfo>;

export const educationApi = {
  list: endpoint({
    method: 'GET',
    path: '/education/get_education/',
    answer: z.object({ status: z.literal(1), msg: z.string(), data: educationMap }),
  }),
  info: endpoint({
    method: 'POST',
    path: '/education/get_video_information',
    body: z.object({ listVideo: z.array(videoId).max(500, 'Too many videos at once') }).strict(),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: z.record(z.string(), videoInfo) }),
  }),
};
