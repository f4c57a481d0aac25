import { auditApi, type AuditQuery } from '../../../contract/audit';
import { request } from '../../lib/request';

// The audit section's calls (issue 14, admin only).
export const auditPage = (query: AuditQuery) => request(auditApi.list, {}, undefined, { ...query });
export const auditUsers = () => request(auditApi.users, {});
