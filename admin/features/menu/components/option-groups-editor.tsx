import {
  emptyChoice,
  emptyGroup,
  moveEntry,
  setRequired,
  type ChoiceDraft,
  type GroupDraft,
} from '../lib/option-drafts.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface OptionGroupsEditorProps {
  groups: readonly GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  disabled?: boolean;
}

/** Adds, renames, reorders and deletes an item's option groups and their choices. */
export function OptionGroupsEditor({
  groups,
  onChange,
  disabled = false,
}: OptionGroupsEditorProps) {
  const text = useI18n().t.options;
  const setGroup = (index: number, next: GroupDraft) =>
    onChange(groups.map((group, i) => (i === index ? next : group)));

  return (
    <fieldset className="menu-options" disabled={disabled}>
      <legend>{text.legend}</legend>
      <p className="ui-muted">{text.hint}</p>
      {groups.map((group, index) => (
        <GroupEditor
          key={group.key}
          group={group}
          number={index + 1}
          first={index === 0}
          last={index === groups.length - 1}
          onChange={(next) => setGroup(index, next)}
          onMove={(delta) => onChange(moveEntry(groups, index, delta))}
          onRemove={() => onChange(groups.filter((_, i) => i !== index))}
        />
      ))}
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => onChange([...groups, emptyGroup()])}
      >
        {text.addGroup}
      </button>
    </fieldset>
  );
}

interface GroupEditorProps {
  group: GroupDraft;
  number: number;
  first: boolean;
  last: boolean;
  onChange: (group: GroupDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function GroupEditor({ group, number, first, last, onChange, onMove, onRemove }: GroupEditorProps) {
  const text = useI18n().t.options;
  const label = text.group(number);
  const setChoice = (index: number, next: ChoiceDraft) =>
    onChange({ ...group, choices: group.choices.map((c, i) => (i === index ? next : c)) });

  return (
    <section className="menu-option-group" aria-label={label}>
      <div className="menu-option-group__head">
        <h4>{label}</h4>
        <RowButtons label={label} first={first} last={last} onMove={onMove} onRemove={onRemove} />
      </div>
      {/* The group's settings: one row of a table on a wide form, a stack on a phone. */}
      <div className="menu-option-group__fields">
        <label className="menu-option-field menu-option-field--name">
          {text.groupName}
          <input
            aria-label={text.nameOf(label)}
            value={group.name}
            onChange={(event) => onChange({ ...group, name: event.target.value })}
          />
        </label>
        <label className="menu-option-field menu-option-field--name">
          {text.groupNameAr}
          <input
            aria-label={text.arabicNameOf(label)}
            dir="rtl"
            lang="ar"
            value={group.nameAr}
            onChange={(event) => onChange({ ...group, nameAr: event.target.value })}
          />
        </label>
        <label className="menu-check menu-option-field--required">
          <input
            type="checkbox"
            aria-label={text.requiredOf(label)}
            checked={group.required}
            onChange={(event) => onChange(setRequired(group, event.target.checked))}
          />
          {text.required}
        </label>
        {group.required ? (
          <label className="menu-option-field menu-option-field--count">
            {text.min}
            <input
              aria-label={text.minimumOf(label)}
              inputMode="numeric"
              value={group.min}
              onChange={(event) => onChange({ ...group, min: event.target.value })}
            />
          </label>
        ) : null}
        <label className="menu-option-field menu-option-field--count">
          {text.max}
          <input
            aria-label={text.maximumOf(label)}
            inputMode="numeric"
            value={group.max}
            onChange={(event) => onChange({ ...group, max: event.target.value })}
          />
        </label>
      </div>
      {/* The choices: a table with one header row on a wide form; on a phone each choice is a
          small card whose fields carry their own labels. */}
      <div className="menu-option-table">
        {group.choices.length > 0 ? (
          <div className="menu-option-row menu-option-row--head" aria-hidden="true">
            <span>{text.choiceName}</span>
            <span>{text.choiceNameAr}</span>
            <span>{text.choicePrice}</span>
            <span>{text.soldOut}</span>
            <span />
          </div>
        ) : null}
        <ol className="menu-option-choices" aria-label={text.choicesOf(label)}>
          {group.choices.map((choice, index) => {
            const choiceLabel = text.choice(label, index + 1);
            return (
              <li key={choice.key} className="menu-option-row">
                <label className="menu-option-cell menu-option-cell--name">
                  <span className="menu-option-cell__label">{text.choiceName}</span>
                  <input
                    aria-label={text.nameOf(choiceLabel)}
                    value={choice.name}
                    onChange={(event) => setChoice(index, { ...choice, name: event.target.value })}
                  />
                </label>
                <label className="menu-option-cell menu-option-cell--name-ar">
                  <span className="menu-option-cell__label">{text.choiceNameAr}</span>
                  <input
                    aria-label={text.arabicNameOf(choiceLabel)}
                    dir="rtl"
                    lang="ar"
                    value={choice.nameAr}
                    onChange={(event) =>
                      setChoice(index, { ...choice, nameAr: event.target.value })
                    }
                  />
                </label>
                <label className="menu-option-cell menu-option-cell--price">
                  <span className="menu-option-cell__label">{text.choicePrice}</span>
                  <input
                    aria-label={text.priceOf(choiceLabel)}
                    placeholder="+0.000"
                    inputMode="decimal"
                    dir="ltr"
                    value={choice.price}
                    onChange={(event) => setChoice(index, { ...choice, price: event.target.value })}
                  />
                </label>
                <label className="menu-check menu-option-cell--sold-out">
                  <input
                    type="checkbox"
                    aria-label={text.soldOutOf(choiceLabel)}
                    checked={choice.soldOut}
                    onChange={(event) =>
                      setChoice(index, { ...choice, soldOut: event.target.checked })
                    }
                  />
                  <span className="menu-option-cell__label">{text.soldOut}</span>
                </label>
                <RowButtons
                  label={choiceLabel}
                  first={index === 0}
                  last={index === group.choices.length - 1}
                  onMove={(delta) =>
                    onChange({ ...group, choices: moveEntry(group.choices, index, delta) })
                  }
                  onRemove={() =>
                    onChange({ ...group, choices: group.choices.filter((_, i) => i !== index) })
                  }
                />
              </li>
            );
          })}
        </ol>
      </div>
      <button
        type="button"
        className="ui-button ui-button--secondary menu-option-add"
        aria-label={text.addChoiceTo(label)}
        onClick={() => onChange({ ...group, choices: [...group.choices, emptyChoice()] })}
      >
        {text.addChoice}
      </button>
    </section>
  );
}

function RowButtons(props: {
  label: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const text = useI18n().t.options;
  return (
    <span className="menu-row-buttons">
      <button
        type="button"
        className="ui-button ui-button--secondary ui-button--icon"
        aria-label={text.up(props.label)}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="ui-button ui-button--secondary ui-button--icon"
        aria-label={text.down(props.label)}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="ui-button ui-button--danger ui-button--icon"
        aria-label={text.remove(props.label)}
        onClick={props.onRemove}
      >
        ✕
      </button>
    </span>
  );
}
