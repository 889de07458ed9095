import type { ReactNode } from 'react';
import { ListToolbar } from '../list-toolbar';
import { SearchField } from '../search-field';

export interface SearchToolbarProps {
  /** The box's text as typed, and its setter (from useSearchText). */
  value: string;
  onChange: (text: string) => void;
  label: string;
  placeholder: string;
  /** Filters after the search box. */
  children?: ReactNode;
}

/** A list's toolbar with its search box first. */
export function SearchToolbar({ value, onChange, label, placeholder, children }: SearchToolbarProps) {
  return (
    <ListToolbar>
      <SearchField value={value} onChange={onChange} label={label} placeholder={placeholder} />
      {children}
    </ListToolbar>
  );
}
