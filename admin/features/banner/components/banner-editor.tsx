import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { UploadProgress } from '../../../lib/ui/upload-progress.tsx';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useObjectUrl } from '../../../lib/hooks/use-object-url.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { BusinessHeader } from '../../../../shared/ui/menu/business-header.tsx';
import { CustomerPreview } from '../../../lib/preview/customer-preview.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import { bannerSchema, type BannerSave, type BannerValues } from '../lib/banner-schema.ts';

export interface BannerEditorProps {
  businessName: string;
  /** The Arabic name, for the customer preview in Arabic. */
  businessNameAr?: string | null;
  /** The saved banner (with its ?v= version), null when the business has none yet. */
  bannerUrl: string | null;
  headline: string | null;
  headlineAr?: string | null;
  /** The menu's languages, primary first: one headline input each. */
  languages?: readonly Lang[];
  primary?: Lang;
  /**
   * Saves; once it resolves the chosen photo is cleared and the headline kept as saved. A
   * rejection (shown by the caller) keeps the headline typed and the photo chosen.
   */
  onSave: (values: BannerSave) => Promise<unknown>;
  /** Upload progress 0..1 while the banner is sent, null otherwise. */
  progress?: number | null;
}

export function BannerEditor({
  businessName,
  businessNameAr = null,
  bannerUrl,
  headline,
  headlineAr = null,
  languages = ['en'],
  primary = 'en',
  onSave,
  progress = null,
}: BannerEditorProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const schema = useMemo(() => bannerSchema(languages, lang), [languages, lang]);
  const form = useForm<BannerValues, unknown, BannerSave>({
    resolver: zodResolver(schema),
    defaultValues: { headlines: { en: headline ?? '', ar: headlineAr ?? '' }, image: null },
  });
  const [headlines, image] = useWatch({ control: form.control, name: ['headlines', 'image'] });
  const refused = form.formState.errors.image?.message ?? null;
  const preview = useObjectUrl(refused ? null : image);
  // A new key empties the file input, which cannot be cleared through React state.
  const [inputKey, setInputKey] = useState(0);

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    form.setValue('image', event.target.files?.[0] ?? null, { shouldValidate: true });
  }
  const submit = form.handleSubmit((values) =>
    onSave(values).then(
      () => {
        form.setValue('image', null);
        setInputKey((key) => key + 1);
      },
      () => undefined,
    ),
  );

  return (
    <div className="with-preview">
      <form className="ui-panel" onSubmit={(event) => void submit(event)} noValidate>
        <h2>{t.banner.current}</h2>
        {bannerUrl ? (
          <img
            className="ui-image-preview"
            src={bannerUrl}
            alt={t.banner.currentAlt(pickText(businessName, businessNameAr, lang, primary))}
          />
        ) : (
          <p className="ui-muted">{t.banner.none}</p>
        )}
        <Field
          variant="compact"
          id={`${id}-file`}
          label={t.banner.newImage}
          hint={t.banner.resizeHint}
        >
          {(control) => (
            <input
              {...control}
              key={inputKey}
              type="file"
              accept="image/*"
              aria-invalid={refused ? true : undefined}
              onChange={pickFile}
            />
          )}
        </Field>
        {preview ? (
          <img className="ui-image-preview" src={preview} alt={t.banner.newPreview} />
        ) : null}
        <BilingualField
          id={`${id}-headline`}
          label={t.banner.headline}
          languages={languages}
          primary={primary}
          values={headlines}
          onChange={(language, text) => form.setValue(`headlines.${language}`, text)}
          maxLength={160}
          placeholder={{ en: t.banner.headlinePlaceholder, ar: t.banner.headlinePlaceholderAr }}
        />
        {progress !== null ? <UploadProgress label={t.banner.uploading} value={progress} /> : null}
        {refused ? (
          <p className="ui-error" role="alert">
            {refused}
          </p>
        ) : null}
        <div>
          <Button
            type="submit"
            disabled={refused !== null}
            busy={form.formState.isSubmitting}
            busyLabel={t.common.saving}
          >
            {t.banner.save}
          </Button>
        </div>
      </form>
      <CustomerPreview languages={languages}>
        {(language) => (
          <BusinessHeader
            name={pickText(businessName, businessNameAr, language, primary)}
            headline={headlines[language].trim() || headlines[primary].trim() || null}
            bannerUrl={preview ?? bannerUrl}
          />
        )}
      </CustomerPreview>
    </div>
  );
}
