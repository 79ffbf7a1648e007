import { useFieldArray, useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { ItemFormValues } from '../lib/item-form-schema.ts';
import { emptyGroup } from '../lib/option-drafts.ts';
import { OptionGroupEditor } from './option-group-editor.tsx';
import './menu.css';

export interface OptionGroupsEditorProps {
  disabled?: boolean;
}

/**
 * Adds, renames, reorders and deletes an item's option groups and their choices: the `groups` of
 * the item form around it (a react-hook-form field array).
 */
export function OptionGroupsEditor({ disabled = false }: OptionGroupsEditorProps) {
  const text = useI18n().t.options;
  const { control } = useFormContext<ItemFormValues>();
  const groups = useFieldArray({ control, name: 'groups', keyName: 'fieldKey' });
  return (
    <fieldset className="menu-options" disabled={disabled}>
      <legend>{text.legend}</legend>
      <p className="ui-muted">{text.hint}</p>
      {groups.fields.map((group, index) => (
        <OptionGroupEditor
          key={group.fieldKey}
          index={index}
          last={index === groups.fields.length - 1}
          onMove={(delta) => groups.move(index, index + delta)}
          onRemove={() => groups.remove(index)}
        />
      ))}
      <Button variant="secondary" onClick={() => groups.append(emptyGroup())}>
        {text.addGroup}
      </Button>
    </fieldset>
  );
}
