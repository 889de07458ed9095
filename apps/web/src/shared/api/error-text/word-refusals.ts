import type { TFunction } from 'i18next';
import { CODE_WORDINGS, HTTP_STATUS_WORDING } from './code-wordings';
import type { ApiRefusal, ErrorWording } from './error-wording';
import { messageMatcher } from './message-wordings';
import { type EnglishWording, sayIn, type Words } from './say';

const wordingOf = (code: string) =>
  CODE_WORDINGS[code] ?? (/^http-\d+$/.test(code) ? HTTP_STATUS_WORDING : undefined);

/**
 * The error wording of a language with `words` (translating `english`): a refusal's code worded with the
 * figures of its details, else a sentence of the server it knows ('Choose a supplier'), else the code's
 * generic sentence; a field's message when it is one of the known sentences.
 */
export function errorWordingOf(english: EnglishWording, words: Words): ErrorWording {
  const messageText = messageMatcher(english);
  return {
    refusal: (err: ApiRefusal, t: TFunction) => {
      const say = sayIn(words, t);
      const byCode = wordingOf(err.code);
      return (
        byCode?.worded?.(err, say) ??
        messageText(err.message, say, t) ??
        (byCode?.generic && say.code(byCode.generic))
      );
    },
    field: (message: string, t: TFunction) => messageText(message, sayIn(words, t), t),
  };
}
