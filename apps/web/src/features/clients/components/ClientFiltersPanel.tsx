import {
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { PHASES, type Phase } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '../../../hooks/useDebouncedText.js';
import { useSearchUsersQuery } from '../../users/api/usersApi.js';
import {
  activeFilterCount,
  FLAG_KEYS,
  splitValues,
  type ClientFilters,
  type FlagKey,
  type ListKey,
} from '../listQuery.js';

/**
 * Flags shown as check boxes (true filters; `completedSetup` has its own any/yes/no choice): every other flag of
 * the API's query, so a new one shows here (and fails the typecheck until it has a label in each language).
 */
const CHECKBOX_FLAGS = FLAG_KEYS.filter(
  (key): key is Exclude<FlagKey, 'completedSetup'> => key !== 'completedSetup',
);

export type ClientFiltersPanelProps = {
  filters: ClientFilters;
  onChange: (changes: Partial<ClientFilters>) => void;
  onClear: () => void;
};

function LabelledCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A text filter written to the address once typing pauses. */
function TextFilter({
  label,
  value,
  onCommit,
  placeholder,
  helperText,
  type = 'text',
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  helperText?: string;
  type?: 'text' | 'search' | 'email';
}) {
  const [text, setText] = useDebouncedText(value, onCommit);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type={type}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/** Several values in one box, comma separated (EBR e-mails, client error types). */
function ListFilter({
  name,
  label,
  values,
  helperText,
  onChange,
}: {
  name: ListKey;
  label: string;
  values: readonly string[];
  helperText: string;
  onChange: (changes: Partial<ClientFilters>) => void;
}) {
  const external = values.join(', ');
  const [text, setText] = useDebouncedText(external, (value) => onChange({ [name]: splitValues(value) }), {
    normalize: (value) => splitValues(value).join(', '),
  });
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={text} onChange={(e) => setText(e.target.value)} />
      <Field.HelperText>{helperText}</Field.HelperText>
    </Field.Root>
  );
}

/** "Assigned to": brokers and benefit administrators found by name or e-mail (GET /api/users). */
function AssignedUserFilter({
  userId,
  onChange,
}: {
  userId: string;
  onChange: (changes: Partial<ClientFilters>) => void;
}) {
  const { t } = useTranslation('clients');
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [term, setTerm] = useDebouncedText('', setSearch);
  const found = useSearchUsersQuery({ search }, { skip: search.length < 2 });
  const candidates = (found.data?.items ?? []).filter(
    (user) => user.role === 'BROKER' || user.role === 'BEN_ADMIN',
  );

  if (userId) {
    return (
      <Stack gap={1}>
        <Text fontSize="sm" fontWeight="medium">
          {t('filters.user')}
        </Text>
        <HStack>
          <Badge size="lg" colorPalette="brand" data-testid="assigned-user-filter">
            {t('filters.userSelected', { name: names.get(userId) ?? t('filters.someUser') })}
          </Badge>
          <CloseButton
            size="xs"
            aria-label={t('filters.clearUser')}
            onClick={() => onChange({ userId: '' })}
          />
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap={1}>
      <Field.Root>
        <Field.Label>{t('filters.user')}</Field.Label>
        <Input
          size="sm"
          type="search"
          value={term}
          placeholder={t('filters.userPlaceholder')}
          onChange={(e) => setTerm(e.target.value)}
        />
      </Field.Root>
      {search.length >= 2 && candidates.length > 0 && (
        <Stack as="ul" gap={0} listStyleType="none" borderWidth="1px" rounded="md">
          {candidates.map((user) => (
            <Box as="li" key={user.id}>
              <Button
                variant="ghost"
                size="sm"
                width="full"
                justifyContent="start"
                aria-label={t('filters.pickUser', { name: user.name })}
                onClick={() => {
                  setNames((previous) => new Map(previous).set(user.id, user.name));
                  setTerm('');
                  setSearch('');
                  onChange({ userId: user.id });
                }}
              >
                {user.name} · {user.email}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Every filter of the client list (spec section 3): search, phases, the flags, no IC, IC e-mail, EBR e-mails,
 * client error types and the assigned user.
 */
export function ClientFiltersPanel({ filters, onChange, onClear }: ClientFiltersPanelProps) {
  const { t } = useTranslation('clients');
  const active = activeFilterCount(filters);
  const togglePhase = (phase: Phase, on: boolean) =>
    onChange({
      phaseIds: on
        ? PHASES.filter((p) => p === phase || filters.phaseIds.includes(p))
        : filters.phaseIds.filter((p) => p !== phase),
    });
  const setupValue = filters.completedSetup === undefined ? '' : String(filters.completedSetup);

  return (
    <Stack as="section" aria-label={t('filters.title')} gap={4} borderWidth="1px" rounded="md" p={4}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Box flex="1" minW="16rem" maxW="md">
          <TextFilter
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={filters.search}
            onCommit={(search) => onChange({ search: search.trim() })}
          />
        </Box>
        <HStack gap={3}>
          {active > 0 && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('filters.active', { count: active })}
            </Text>
          )}
          <Button size="sm" variant="outline" disabled={active === 0} onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </HStack>
      </HStack>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm">{t('filters.phases')}</Fieldset.Legend>
        <Wrap gap={4}>
          {PHASES.map((phase) => (
            <LabelledCheckbox
              key={phase}
              label={t(`phases.${phase}`)}
              checked={filters.phaseIds.includes(phase)}
              onChange={(on) => togglePhase(phase, on)}
            />
          ))}
        </Wrap>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm">{t('filters.flags')}</Fieldset.Legend>
        <Wrap gap={4} align="center">
          {CHECKBOX_FLAGS.map((key) => (
            <LabelledCheckbox
              key={key}
              label={t(`filters.${key}`)}
              checked={filters[key] === true}
              onChange={(on) => onChange({ [key]: on ? true : undefined })}
            />
          ))}
        </Wrap>
      </Fieldset.Root>

      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={4}>
        <Field.Root>
          <Field.Label>{t('filters.completedSetup.label')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={setupValue}
              onChange={(e) =>
                onChange({
                  completedSetup: e.target.value === '' ? undefined : e.target.value === 'true',
                })
              }
            >
              <option value="">{t('filters.completedSetup.any')}</option>
              <option value="true">{t('filters.completedSetup.yes')}</option>
              <option value="false">{t('filters.completedSetup.no')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <TextFilter
          type="email"
          label={t('filters.ic')}
          value={filters.ic}
          onCommit={(ic) => onChange({ ic: ic.trim() })}
        />
        <ListFilter
          name="ebrEmails"
          label={t('filters.ebrEmails')}
          values={filters.ebrEmails}
          helperText={t('filters.severalHelp')}
          onChange={onChange}
        />
        <ListFilter
          name="clientErrorTypes"
          label={t('filters.clientErrorTypes')}
          values={filters.clientErrorTypes}
          helperText={t('filters.severalHelp')}
          onChange={onChange}
        />
      </SimpleGrid>
      <Box maxW="md">
        <AssignedUserFilter userId={filters.userId} onChange={onChange} />
      </Box>
    </Stack>
  );
}
