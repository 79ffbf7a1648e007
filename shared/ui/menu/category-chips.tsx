export interface CategoryChip {
  /** What onSelect receives ("all" or a category's id). */
  id: string;
  /** The chip's text in the menu's language. */
  name: string;
}

export interface CategoryChipsProps {
  /** "All" first, then each category in the owner's order. */
  chips: readonly CategoryChip[];
  /** The bar's accessible name ("Menu categories"), in the menu's language. */
  label: string;
  /** The id of the pressed chip. */
  active: string;
  onSelect: (id: string) => void;
}

/** "All" plus each category, as toggle buttons in a sticky, sideways-scrolling bar. */
export function CategoryChips({ chips, label, active, onSelect }: CategoryChipsProps) {
  return (
    <nav className="qm-chips" part="categories" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="qm-chip"
          aria-pressed={chip.id === active}
          dir="auto"
          onClick={() => onSelect(chip.id)}
        >
          {chip.name}
        </button>
      ))}
    </nav>
  );
}
