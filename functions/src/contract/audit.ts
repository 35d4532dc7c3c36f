/* The API's contract for the audit trail (GET /admin/audit). */
export type { AuditAction, AuditEntry } from '../audit/schema';
