import {
  DEFAULT_API_LOCALE,
  type ApiLocale,
  type BackOfficeRole,
  type WarehouseScope,
} from '@consigne/domain';

/** A back-office account: read from the database on every call, so a revoked role ends at once. */
export interface Staff {
  id: number;
  email: string;
  role: BackOfficeRole;
  warehouses: WarehouseScope;
}

/**
 * Who does a back-office change, and under which trace: what the services and the audit log need of a
 * call. Not the HTTP request itself, so a job or a script can act as a staff member too.
 */
export interface Actor {
  staff: Staff;
  /** Written to the audit log beside the change: an HTTP request's id, or a job's or script's label. */
  requestId: string;
  /** The language of the refusals the service writes (a form's field messages). */
  locale: ApiLocale;
}

/** An actor outside HTTP: a job or a script acting as this staff account, in the shop's default language unless told. */
export function actorFor(staff: Staff, requestId: string, locale: ApiLocale = DEFAULT_API_LOCALE): Actor {
  return { staff, requestId, locale };
}
