import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ItemTextFields } from '../../../lib/items/item-text-fields.tsx';
import { itemTextDraft, type ItemTextDraft } from '../../../lib/items/item-texts.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import { itemEditResolver, itemEditSchema } from '../lib/item-edit-schema.ts';
import type { AllMenuRow, ItemEdit } from '../lib/types.ts';
import './superadmin.css';

export interface EditItemDialogProps {
  /** The all-menu row being edited; null keeps the dialog closed. */
  item: AllMenuRow | null;
  onClose: () => void;
  /** Called with a valid edit; the dialog stays open, as typed, until the caller closes it. */
  onSave: (edit: ItemEdit) => void;
  /** While the save is under way. */
  saving?: boolean;
  /** The last save's refusal in the screen's language, shown beside what was typed. */
  saveError?: string | null;
}

/** The dialog to fix an item's name, description and price from the all-menu table. */
export function EditItemDialog({ item, onClose, ...form }: EditItemDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.superadmin.editTitle}
      description={item ? item.businessName : undefined}
    >
      {/* Keyed form: opening another item starts from that item's values. */}
      {item && <EditItemForm key={item.id} item={item} {...form} />}
    </Dialog>
  );
}

function EditItemForm({
  item,
  onSave,
  saving = false,
  saveError = null,
}: Omit<EditItemDialogProps, 'onClose'> & { item: AllMenuRow }) {
  const { lang, t } = useI18n();
  const id = useId();
  const languages = item.languages ?? ['en'];
  const primary = item.primary ?? 'en';
  const resolver = useMemo(
    () => itemEditResolver(itemEditSchema(languages, primary), lang),
    // languages is a new array each render when the row has none; its contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [languages.join(), primary, lang],
  );
  const { handleSubmit, watch, getValues, setValue, formState } = useForm<
    ItemTextDraft,
    unknown,
    ItemEdit
  >({ resolver, defaultValues: itemTextDraft(item) });
  const { errors } = formState;
  const refused = errors.root?.message ?? errors.names?.message ?? errors.price?.message;
  const messageId = `${id}-message`;

  return (
    <form
      className="ui-form"
      onSubmit={(event) => void handleSubmit((edit) => onSave(edit))(event)}
      noValidate
    >
      <ItemTextFields
        id={id}
        languages={languages}
        primary={primary}
        value={watch()}
        onChange={(update) => {
          const next = update(getValues());
          setValue('names', next.names);
          setValue('descriptions', next.descriptions);
          setValue('price', next.price);
        }}
        errors={{
          ...(errors.names && { name: errors.names.message ?? '' }),
          ...(errors.price && { price: errors.price.message ?? '' }),
        }}
        messageId={messageId}
      />
      <FormDialogFooter
        message={refused ?? saveError}
        messageId={messageId}
        saving={saving}
        submitLabel={t.common.save}
      />
    </form>
  );
}
