import { useId, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { useObjectUrl } from '../../../lib/hooks/use-object-url.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import { UploadProgress } from '../../../lib/ui/upload-progress.tsx';
import type { ItemValues } from '../api/item-values.ts';
import type { Category, MenuItem } from '../api/types.ts';
import { useItemDraft } from '../hooks/use-item-draft.ts';
import { ItemFormFields } from './item-form-fields.tsx';
import { ItemPreview } from './item-preview.tsx';
import './menu.css';

export interface ItemFormDialogProps {
  open: boolean;
  /** The item being edited; absent in add mode (where an image is required). */
  item?: MenuItem | undefined;
  categories: readonly Category[];
  /** The menu's languages, primary first: name and description in each, side by side. */
  languages?: readonly Lang[];
  primary?: Lang;
  onOpenChange: (open: boolean) => void;
  /**
   * Saves; resolves true on success (the parent closes and remounts the form to reset it) and
   * false on failure, so what the user typed, and the photo chosen, stay in place.
   */
  onSubmit: (values: ItemValues, image: File | null) => Promise<boolean>;
  /** The last save's refusal (the database's, storage's or the app's), shown in the form. */
  saveError?: unknown;
  /** Upload progress 0..1 while the image is sent, null otherwise. */
  progress?: number | null;
  /** Shown on first render: lets stories show the validation state. */
  initialMessage?: string | null;
  /** Under the form: the dish at each branch (saved on its own), for a business with branches. */
  branchSettings?: ReactNode;
}

export function ItemFormDialog({
  open,
  item,
  categories,
  languages = ['en'],
  primary = 'en',
  onOpenChange,
  onSubmit,
  saveError = null,
  progress = null,
  initialMessage = null,
  branchSettings = null,
}: ItemFormDialogProps) {
  const id = useId();
  const { t } = useI18n();
  const editing = item !== undefined;
  const draft = useItemDraft({ item, languages, primary, onSubmit, saveError, initialMessage });
  const { form, saving } = draft;
  const [image, texts, details, categoryId] = useWatch({
    control: form.control,
    name: ['image', 'texts', 'details', 'categoryId'],
  });
  const preview = useObjectUrl(image);
  const shownImage = preview ?? item?.image_url ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={editing ? t.menu.editTitle : t.menu.addTitle}
      description={t.common.requiredNote}
      size="wide"
    >
      <FormProvider {...form}>
        <div className="with-preview">
          <div>
            <form className="ui-form" onSubmit={(event) => void draft.submit(event)} noValidate>
              <ItemFormFields
                id={id}
                draft={draft}
                editing={editing}
                categories={categories}
                languages={languages}
                primary={primary}
                shownImage={shownImage}
              />
              {progress !== null ? (
                <UploadProgress label={t.menu.uploadingImage} value={progress} />
              ) : null}
              <FormDialogFooter
                message={draft.message}
                messageId={`${id}-message`}
                saving={saving}
                submitLabel={editing ? t.menu.saveChanges : t.menu.addItem}
              />
            </form>
            {/* Each branch's line saves at once, apart from the item's Save. */}
            {branchSettings}
          </div>
          <ItemPreview
            draft={{
              id: item?.id ?? 'new',
              ...texts,
              imageUrl: shownImage,
              imageWidths: preview ? null : (item?.image_widths ?? null),
              soldOut: details.soldOut,
              badges: details.badges,
              calories: details.calories,
            }}
            categoryName={(language) => {
              const category = categories.find((entry) => entry.id === categoryId);
              return category ? pickText(category.name, category.name_ar, language, primary) : '';
            }}
            languages={languages}
            primary={primary}
          />
        </div>
      </FormProvider>
    </Dialog>
  );
}
