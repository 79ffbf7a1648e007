// The banner editor's one schema: the photo must be an image (shared/domain's rule), and the
// Arabic headline is saved only when the menu offers Arabic. The output is what saveBanner takes.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validateImageFile } from '../../../../shared/domain/validation.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

export function bannerSchema(languages: readonly Lang[], screen: Lang) {
  return z
    .object({
      headlines: z.object({ en: z.string(), ar: z.string() }),
      image: z.instanceof(File).nullable(),
    })
    .superRefine(({ image }, context) => {
      const problem = image && validateImageFile(image.type);
      if (problem) {
        context.addIssue({
          code: 'custom',
          path: ['image'],
          message: problemText(problem, screen),
        });
      }
    })
    .transform(({ headlines, image }) => ({
      headline: headlines.en,
      ...(languages.includes('ar') && { headlineAr: headlines.ar }),
      image,
    }));
}

export type BannerValues = z.input<ReturnType<typeof bannerSchema>>;
export type BannerSave = z.output<ReturnType<typeof bannerSchema>>;
