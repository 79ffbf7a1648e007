import { adminText } from '../../../lib/i18n/admin-text.ts';
import {
  BUSINESS_NOT_FOUND,
  ROLE_NOT_ASSIGNED,
  SUPERADMIN_ONLY,
  UNVERIFIED_EMAIL,
} from './access-rules.ts';

/** The guard's docs/guide/product.md section 6 message (access-rules.ts decides in English) in the screen's language. */
export function guardMessage(message: string): string {
  const texts = adminText().guard;
  const byEnglish: Record<string, string> = {
    [ROLE_NOT_ASSIGNED]: texts.roleNotAssigned,
    [BUSINESS_NOT_FOUND]: texts.businessNotFound,
    [SUPERADMIN_ONLY]: texts.superadminOnly,
    [UNVERIFIED_EMAIL]: texts.unverifiedEmail,
  };
  return byEnglish[message] ?? message;
}
