import {
  emptyChoice,
  emptyGroup,
  moveEntry,
  setRequired,
  type ChoiceDraft,
  type GroupDraft,
} from '../lib/option-drafts.ts';
import './menu.css';

// Kept in one object so the admin dictionary can take them over in one move.
const text = {
  legend: 'Options (sizes, extras)',
  hint: 'For example "Size": required, choose 1 (Small +0.000, Large +0.300); "Extras": optional, up to 3.',
  addGroup: 'Add option group',
  group: (n: number) => `Option group ${n}`,
  groupName: 'Group name',
  groupNameAr: 'Group name (Arabic)',
  required: 'Required',
  min: 'Choose at least',
  max: 'Choose at most',
  choices: 'Choices',
  choiceName: 'Choice name',
  choiceNameAr: 'Choice name (Arabic)',
  price: 'Price change (OMR)',
  soldOut: 'Sold out',
  addChoice: 'Add choice',
  up: 'Move up',
  down: 'Move down',
  remove: 'Delete',
} as const;

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
  const setGroup = (index: number, next: GroupDraft) =>
    onChange(groups.map((group, i) => (i === index ? next : group)));

  return (
    <fieldset className="menu-options" disabled={disabled}>
      <legend>{text.legend}</legend>
      <p className="menu-muted">{text.hint}</p>
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
        className="menu-button"
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
  const label = text.group(number);
  const setChoice = (index: number, next: ChoiceDraft) =>
    onChange({ ...group, choices: group.choices.map((c, i) => (i === index ? next : c)) });

  return (
    <section className="menu-option-group" aria-label={label}>
      <div className="menu-option-group__head">
        <h4>{label}</h4>
        <RowButtons label={label} first={first} last={last} onMove={onMove} onRemove={onRemove} />
      </div>
      <div className="menu-option-grid">
        <label>
          {text.groupName}
          <input
            aria-label={`${label} name`}
            value={group.name}
            onChange={(event) => onChange({ ...group, name: event.target.value })}
          />
        </label>
        <label>
          {text.groupNameAr}
          <input
            aria-label={`${label} Arabic name`}
            dir="rtl"
            lang="ar"
            value={group.nameAr}
            onChange={(event) => onChange({ ...group, nameAr: event.target.value })}
          />
        </label>
        <label className="menu-check">
          <input
            type="checkbox"
            aria-label={`${label} required`}
            checked={group.required}
            onChange={(event) => onChange(setRequired(group, event.target.checked))}
          />
          {text.required}
        </label>
        {group.required ? (
          <label>
            {text.min}
            <input
              aria-label={`${label} minimum`}
              inputMode="numeric"
              value={group.min}
              onChange={(event) => onChange({ ...group, min: event.target.value })}
            />
          </label>
        ) : null}
        <label>
          {text.max}
          <input
            aria-label={`${label} maximum`}
            inputMode="numeric"
            value={group.max}
            onChange={(event) => onChange({ ...group, max: event.target.value })}
          />
        </label>
      </div>
      <ol className="menu-option-choices" aria-label={`${label} ${text.choices}`}>
        {group.choices.map((choice, index) => {
          const choiceLabel = `${label} choice ${index + 1}`;
          return (
            <li key={choice.key} className="menu-option-choice">
              <input
                aria-label={`${choiceLabel} name`}
                placeholder={text.choiceName}
                value={choice.name}
                onChange={(event) => setChoice(index, { ...choice, name: event.target.value })}
              />
              <input
                aria-label={`${choiceLabel} Arabic name`}
                placeholder={text.choiceNameAr}
                dir="rtl"
                lang="ar"
                value={choice.nameAr}
                onChange={(event) => setChoice(index, { ...choice, nameAr: event.target.value })}
              />
              <input
                aria-label={`${choiceLabel} price change (OMR)`}
                placeholder="+0.000"
                inputMode="decimal"
                value={choice.price}
                onChange={(event) => setChoice(index, { ...choice, price: event.target.value })}
              />
              <label className="menu-check">
                <input
                  type="checkbox"
                  aria-label={`${choiceLabel} sold out`}
                  checked={choice.soldOut}
                  onChange={(event) =>
                    setChoice(index, { ...choice, soldOut: event.target.checked })
                  }
                />
                {text.soldOut}
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
      <button
        type="button"
        className="menu-button"
        aria-label={`${label}: ${text.addChoice}`}
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
  return (
    <span className="menu-row-buttons">
      <button
        type="button"
        className="menu-icon-button"
        aria-label={`${text.up}: ${props.label}`}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="menu-icon-button"
        aria-label={`${text.down}: ${props.label}`}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="menu-icon-button menu-icon-button--danger"
        aria-label={`${text.remove}: ${props.label}`}
        onClick={props.onRemove}
      >
        ✕
      </button>
    </span>
  );
}
