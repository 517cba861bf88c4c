import { useState } from 'react';
import { onDemand, useOnDemand } from '../../../shared/speed/onDemand';
import { SearchForm, SearchInput, useShowResults, type SearchFormProps } from './SearchInput';

const searchBox = onDemand(() => import('./SearchBox').then((module) => module.SearchBox));

/**
 * The header's search: the text box at once, the suggestions' code (SearchBox, a Mantine
 * combobox) once a mouse comes over it or it takes the focus. What the shopper typed meanwhile
 * and the focus carry over; Enter already leads to the results.
 */
export function SearchField(props: SearchFormProps) {
  const showResults = useShowResults();
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const loaded = useOnDemand(searchBox, wanted);

  if (loaded) return <searchBox.Loaded {...props} initialText={text} autoFocus={focused} />;
  return (
    <SearchForm {...props} onSubmit={() => showResults(text)}>
      {/* What Mantine's Combobox.Target gives the loaded box while its list is closed, so assistive
          technology meets the same combobox before and after. */}
      <SearchInput
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => {
          setWanted(true);
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
      />
    </SearchForm>
  );
}
