import { useEffect, useState } from 'react';
import './search-box.css';

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The committed search (e.g. from the URL); the box follows it when it changes elsewhere. */
  value: string;
  /** Called 300 ms after the user stops typing (docs/guide/product.md section 9's debounce), so the database is not hit per key. */
  onSearch: (value: string) => void;
}

export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <label className="ui-search">
      <span className="ui-search__label">{label}</span>
      <input
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}
