import type { WhatsappProblem } from '../../../shared/domain/whatsapp.ts';
import type { AdminDictionary } from './en.ts';

/** A refused WhatsApp number's message (shared/domain/whatsapp.ts) in the screen's language. */
export function whatsappProblemText(t: AdminDictionary, problem: WhatsappProblem): string {
  const texts = t.profile.whatsappProblem;
  switch (problem.code) {
    case 'required':
      return texts.required();
    case 'characters':
      return texts.characters();
    case 'notMobile':
      return texts.notMobile(problem.values);
    case 'countryCode':
      return texts.countryCode(problem.values);
  }
}
