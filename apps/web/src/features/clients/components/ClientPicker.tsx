import { Box, Field, Input, Text } from '@chakra-ui/react';
import type { ClientListItem } from '@onboard/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.js';
import { useListClientsQuery } from '../api/clientsApi.js';

/** How many matches the picker offers at once. */
const MAX_OPTIONS = 10;

export type ClientPickerProps = {
  label: string;
  helperText?: string;
  /** An error to show under the box (already in the user's language). */
  error?: string | undefined;
  /** Clients not to offer (already assigned). */
  excludeIds?: readonly string[];
  /** The chosen client (null when the text no longer names one). */
  value: ClientListItem | null;
  onChange: (client: ClientListItem | null) => void;
};

/**
 * A searchable client picker: the WAI-ARIA combobox pattern (an input with a listbox popup, list
 * autocomplete). Typing searches GET /api/clients by name, case id or ticket; Arrow Down / Up move through the
 * matches, Enter chooses, Escape closes (a second Escape clears); a click chooses too. The number of matches
 * is announced in a polite live region.
 */
export function ClientPicker({
  label,
  helperText,
  error,
  excludeIds = [],
  value,
  onChange,
}: ClientPickerProps) {
  const { t } = useTranslation('clients');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim());
  const searching = open && term.length > 0 && term !== value?.name;
  const found = useListClientsQuery(
    new URLSearchParams({
      search: term,
      limit: String(MAX_OPTIONS + excludeIds.length),
      sortBy: 'name',
      sortDirection: 'asc',
    }).toString(),
    { skip: !searching },
  );
  const options = searching
    ? (found.data?.items ?? []).filter((c) => !excludeIds.includes(c.id)).slice(0, MAX_OPTIONS)
    : [];
  const expanded = searching && !found.isFetching && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (client: ClientListItem) => {
    setText(client.name);
    setOpen(false);
    setActive(-1);
    onChange(client);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          onChange(null);
        }
        break;
    }
  };

  const status = !searching
    ? ''
    : found.isFetching
      ? t('picker.searching')
      : options.length
        ? t('picker.found', { count: options.length })
        : t('picker.none', { search: term });

  return (
    <Field.Root invalid={!!error} position="relative" data-testid="client-picker">
      <Field.Label>{label}</Field.Label>
      <Input
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('picker.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <Box
        as="ul"
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        position="absolute"
        top="100%"
        insetX={0}
        zIndex="dropdown"
        mt={1}
        bg="bg"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        listStyleType="none"
        maxH="64"
        overflowY="auto"
      >
        {options.map((client, index) => (
          <Box
            as="li"
            key={client.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-client-id={client.id}
            px={3}
            py={2}
            cursor="pointer"
            bg={index === active ? 'brand.subtle' : undefined}
            color={index === active ? 'brand.fg' : undefined}
            _hover={{ bg: 'brand.subtle' }}
            // Keep the focus in the input: a click chooses without blurring (which would close the list).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(client)}
          >
            <Text fontWeight="medium">{client.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {[client.caseId, client.ticketId].filter(Boolean).join(' · ')}
            </Text>
          </Box>
        ))}
      </Box>
      <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
        {status}
      </Text>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
