import { Plural, useLingui } from '@lingui/react/macro';
import { Box, Combobox, Loader, Text, useCombobox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { emptyStates, errors } from '../../../shared/messages';
import { SuggestionOption } from './search/SuggestionOption';
import { useProductSuggestions } from './search/useProductSuggestions';
import classes from './SearchBox.module.css';
import { SearchForm, SearchInput, useShowResults, type SearchFormProps } from './SearchInput';

/**
 * The header's product search, a combobox: suggestions (image, title, subtitle) show
 * as the shopper types; arrow keys move through them and Enter opens the chosen product; Enter
 * with none chosen (or the search button) goes to /products?search=…; Escape closes the list.
 * Loaded on demand (SearchField), taking over the stand-in box's text and focus.
 */
export function SearchBox({ initialText = '', autoFocus, ...formProps }: SearchFormProps & { initialText?: string; autoFocus?: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const showResults = useShowResults();
  const [text, setText] = useState(initialText);
  const suggestions = useProductSuggestions(text);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const hasText = text.trim().length > 0;
  const count = suggestions.products.length;
  const noMatch = suggestions.settled && count === 0;

  // The option's value is the product's id.
  const openProduct = (value: string) => {
    combobox.closeDropdown();
    setText('');
    void navigate({ to: '/products/$productId', params: { productId: Number(value) } });
  };

  return (
    <SearchForm
      {...formProps}
      onSubmit={() => {
        combobox.closeDropdown();
        showResults(text);
      }}
    >
      {/* hideDetached off: the header never hides the box, and jsdom (tests) reports every element as detached.
          keepMounted off: a mounted (hidden) list is positioned at start-up, and that measuring forces
          a full style pass while the first page renders. */}
      <Combobox
        store={combobox}
        onOptionSubmit={openProduct}
        position="bottom-start"
        shadow="md"
        radius="md"
        hideDetached={false}
        keepMounted={false}
      >
        <Combobox.Target withExpandedAttribute>
          <SearchInput
            autoFocus={autoFocus}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!hasText} className={classes.dropdown}>
          <Combobox.Options aria-label={t`Suggestions`}>
            {suggestions.products.map((product) => (
              <SuggestionOption key={product.id} product={product} />
            ))}
            {noMatch && <Combobox.Empty>{i18n._(emptyStates.searchNoMatch)}</Combobox.Empty>}
            {suggestions.failed && <Combobox.Empty>{i18n._(errors.somethingWentWrong)}</Combobox.Empty>}
          </Combobox.Options>
          {suggestions.loading && suggestions.products.length === 0 && !noMatch && (
            <Box ta="center" py="xs">
              <Loader size="sm" aria-label={t`Loading suggestions`} />
            </Box>
          )}
        </Combobox.Dropdown>
      </Combobox>
      {/* Screen readers hear how the list changed without leaving the box. */}
      <Text role="status" className="visually-hidden">
        {hasText && suggestions.settled &&
          (noMatch ? i18n._(emptyStates.searchNoMatch) : <Plural value={count} one="# suggestion" other="# suggestions" />)}
      </Text>
    </SearchForm>
  );
}
