// Helpers of the survey's browser tests: a branch's QR codes through the API (as a supervisor or the CEO).
import { apiGet, apiLogin } from './fixtures';

export interface Code {
  target: 'room' | 'home' | 'roten';
  room: string;
  token: string;
  url: string;
}

export async function codesOf(url: string, email: string, branch: number, lang = 'ja'): Promise<Code[]> {
  const token = await apiLogin(url, email);
  const res = await apiGet<{ data: { codes: Code[] } }>(url, token, `/survey/qr_codes/${branch}/${lang}`);
  return res.data.codes;
}
