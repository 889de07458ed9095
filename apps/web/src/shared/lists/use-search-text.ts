import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';

/** A list's search box: the text as typed, and the trimmed text to search by once typing pauses. */
export function useSearchText() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  return { text, setText, search };
}
