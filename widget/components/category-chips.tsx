import type { Chip } from '../menu-groups.ts';

export interface CategoryChipsProps {
  chips: Chip[];
  active: string;
  onSelect: (id: string) => void;
}

/** "All" plus each category, as toggle buttons in a sticky, sideways-scrolling bar. */
export function CategoryChips({ chips, active, onSelect }: CategoryChipsProps) {
  return (
    <nav className="qm-cs" aria-label="Menu categories">
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="qm-c"
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
