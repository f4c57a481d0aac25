import { contentApi } from '../../../contract/content';
import { request } from '../../lib/request';

// The content editor's one call (spec 3 section 7).
export const loadContent = (language: string, target: string) => request(contentApi.load, { language, target });
