import {
  ORGANIZATION_MESSAGES,
  type TOrganization,
  type TOrganizationBody,
  ZOrganizationBody,
} from '@pos/contracts/organization';
import { type FieldErrors, FORM_KEY, issuesToFieldErrors } from '../../lib/form-errors';

export interface OrganizationDraft {
  name: string;
  code: string;
  address: string;
  email: string;
  phone: string;
  /** The stored logo's URL, a picked file as `data:` URL, or null for none. */
  logo: string | null;
}

export const ORGANIZATION_FIELDS = ['name', 'code', 'address', 'email', 'phone', 'logo'] as const;

/** Spec 2 §5: png, jpeg, gif or svg; the API keeps up to 2 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export function draftFromOrganization(org: TOrganization): OrganizationDraft {
  return {
    name: org.name,
    code: org.code,
    address: org.address ?? '',
    email: org.email ?? '',
    phone: org.phone ?? '',
    logo: org.logo,
  };
}

/** The PUT body; an emptied optional field is stored as "none", not as an empty string. */
export function bodyOf(draft: OrganizationDraft): TOrganizationBody {
  return {
    name: draft.name,
    code: draft.code,
    address: draft.address.trim() || null,
    email: draft.email.trim() || null,
    phone: draft.phone.trim() || null,
    logo: draft.logo,
  };
}

export type OrganizationCheck =
  | { body: TOrganizationBody; formError: null; fieldErrors: FieldErrors }
  | { body: null; formError: string | null; fieldErrors: FieldErrors };

/**
 * Spec 2 §5 with the contract's schema. A missing name or code gives the spec's one sentence
 * above the form (both fields are marked); other problems show under their field.
 */
export function checkOrganization(draft: OrganizationDraft): OrganizationCheck {
  const parsed = ZOrganizationBody.safeParse(bodyOf(draft));
  if (parsed.success) return { body: parsed.data, formError: null, fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  let formError: string | null = null;
  const missing: Record<string, boolean> = missingRequired(draft);
  for (const [key, message] of Object.entries(issuesToFieldErrors(parsed.error.issues))) {
    // A blank name or code is "required", whatever else its issues say (an empty code also
    // fails the code's format): the one sentence above the form.
    if (missing[key]) formError ??= ORGANIZATION_MESSAGES.required;
    else if (key === FORM_KEY) formError ??= message;
    else fieldErrors[key] = message;
  }
  return { body: null, formError, fieldErrors };
}

/** Which of name and code are missing, to mark them next to the form's message. */
export const missingRequired = (draft: OrganizationDraft) => ({
  name: !draft.name.trim(),
  code: !draft.code.trim(),
});

/** True when the form's message is the "required" sentence: name or code is blank. */
export const lacksRequired = (draft: OrganizationDraft) => {
  const missing = missingRequired(draft);
  return missing.name || missing.code;
};

export function logoProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return ORGANIZATION_MESSAGES.logoType;
  if (file.size > LOGO_MAX_BYTES) return ORGANIZATION_MESSAGES.logoSize;
  return null;
}
