import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { CHANGE_LOG_ENTITIES, PAGE_SIZE, type ClientDto } from '@onboard/contracts';
import { recordNameOfChange } from '@onboard/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/LoadError.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { changeLogCsvUrl, useGetChangeLogQuery, type ChangeLogFilters } from '../api/deifChangesApi.js';
import { useChangeLogPeople } from '../hooks/useChangeLogPeople.js';
import { useChangeText } from '../hooks/useChangeText.js';

/** The filters in the address (so a filtered trail can be bookmarked and shared): days as yyyy-mm-dd. */
const FILTER_KEYS = ['entity', 'person', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Record<FilterKey, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a calendar day in the viewer's time zone, as an instant; `plusDays` moves the day on. */
function startOfDay(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + plusDays);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/**
 * The API's filters for the page's: the days are the viewer's days (the change log takes instants), `to`
 * inclusive, so its end is the next day's start.
 */
function apiFilters(filters: Filters): ChangeLogFilters {
  return {
    entity: filters.entity || undefined,
    userId: filters.person || undefined,
    from: startOfDay(filters.from),
    to: startOfDay(filters.to, 1),
  };
}

const OPERATION_COLORS = { create: 'green', update: 'blue', delete: 'red' } as const;

/** A record's tie to its client: the same on every row of the trail, so not shown (as in the review, 106). */
const BOOKKEEPING: ReadonlySet<string> = new Set(['client']);

/**
 * A client's audit trail (issue 10 item 5, decision 107): every change to its records, newest first, who
 * made it and when, per attribute before and after; filtered by entity, person and days, paged by the change
 * log's cursor (Previous / Next, 25 a page), and downloadable as CSV for the same filters. Read only.
 */
export function AuditTrail({ client, back }: { client: Pick<ClientDto, 'id' | 'name'>; back: ReactNode }) {
  const { t } = useTranslation('eif');
  const format = useFormatDateTime();
  const people = useChangeLogPeople(client.id);
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as Filters;
  const backwards = !!filters.from && !!filters.to && filters.to < filters.from;
  const query = apiFilters(filters);

  // The cursors of the pages before this one (the change log pages forwards only), in the address with the
  // filters, so a reload, a bookmark or Back keeps the page (issue 28 item 4); new filters start over.
  const cursors = (search.get('pages') ?? '').split(',').filter((c) => /^[\w-]+$/.test(c));
  const after = cursors.at(-1);
  const page = useGetChangeLogQuery(
    { clientId: client.id, limit: PAGE_SIZE, ...query, ...(after ? { after } : {}) },
    { skip: backwards },
  );
  const items = page.currentData?.items;
  // Values name records by id: the page's records (the change log's names) and the people the page knows.
  const names = useMemo(
    () => ({
      ...Object.fromEntries(people.people.map((p) => [p.id.toLowerCase(), p.name])),
      ...page.currentData?.names,
    }),
    [people.people, page.currentData?.names],
  );
  const text = useChangeText(names);

  // After Previous / Next, focus goes to the results' heading, so keyboard and screen reader users start
  // reading the new page from its top rather than staying on a button below a table that changed.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [focusResults, setFocusResults] = useState(false);
  useEffect(() => {
    if (focusResults && items) {
      resultsHeading.current?.focus();
      setFocusResults(false);
    }
  }, [focusResults, items]);
  const goTo = (next: string[]) => {
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next.length > 0) params.set('pages', next.join(','));
      else params.delete('pages');
      return params;
    });
    setFocusResults(true);
  };

  const setFilter = (key: FilterKey, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        // Other filters, other pages: back to the first.
        next.delete('pages');
        return next;
      },
      { replace: true },
    );
  const anyFilter = FILTER_KEYS.some((k) => filters[k]);
  const first = cursors.length * PAGE_SIZE + 1;
  // Everyone who changed something is offered (issue 28 item 4): those the viewer's lists do not name, by role.
  // The client's authors whatever the filters (the last answer's while another page loads).
  const unnamed = (page.data?.authors ?? []).filter((a) => !people.people.some((p) => p.id === a.id));
  const knownPerson =
    !filters.person ||
    people.people.some((p) => p.id === filters.person) ||
    unnamed.some((a) => a.id === filters.person);

  return (
    <Stack gap={6}>
      {back}
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          {t('auditTrail.title')}
        </Heading>
        <Text color="fg.muted">{client.name}</Text>
      </Stack>
      <Text>{t('auditTrail.intro')}</Text>

      <Stack as="section" aria-labelledby="audit-filters" gap={3}>
        <Heading as="h2" size="md" id="audit-filters">
          {t('auditTrail.filters.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={4}>
          <Field.Root>
            <Field.Label>{t('auditTrail.filters.entity')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={filters.entity}
                onChange={(e) => setFilter('entity', e.target.value)}
              >
                <option value="">{t('auditTrail.filters.allEntities')}</option>
                {CHANGE_LOG_ENTITIES.map((entity) => (
                  <option key={entity} value={entity}>
                    {text.entity(entity)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('auditTrail.filters.person')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={filters.person}
                onChange={(e) => setFilter('person', e.target.value)}
              >
                <option value="">{t('auditTrail.filters.everyone')}</option>
                {people.people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({people.roleName(p.role)})
                  </option>
                ))}
                {unnamed.map((a, i) => (
                  <option key={a.id} value={a.id}>
                    {t('auditTrail.filters.unnamedPerson', {
                      role: a.role ? people.roleName(a.role) : t('auditTrail.someone'),
                      n: i + 1,
                    })}
                  </option>
                ))}
                {!knownPerson && (
                  <option value={filters.person}>{t('auditTrail.filters.otherPerson')}</option>
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('auditTrail.filters.personHelp')}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('auditTrail.filters.from')}</Field.Label>
            <Input
              size="sm"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(e) => setFilter('from', e.target.value)}
            />
          </Field.Root>
          <Field.Root invalid={backwards}>
            <Field.Label>{t('auditTrail.filters.to')}</Field.Label>
            <Input
              size="sm"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(e) => setFilter('to', e.target.value)}
            />
            {backwards && <Field.ErrorText>{t('auditTrail.filters.backwards')}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <HStack gap={4} wrap="wrap">
          {anyFilter && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setSearch(new URLSearchParams(), { replace: true })}
            >
              {t('auditTrail.filters.clear')}
            </Button>
          )}
          {!backwards && (
            <Button asChild size="sm" variant="outline">
              <a href={changeLogCsvUrl(client.id, query)} download>
                {t('auditTrail.downloadCsv')}
              </a>
            </Button>
          )}
        </HStack>
      </Stack>

      <Stack as="section" aria-labelledby="audit-results" gap={3}>
        <Heading as="h2" size="md" id="audit-results" ref={resultsHeading} tabIndex={-1}>
          {t('auditTrail.results')}
        </Heading>
        <Text aria-live="polite" color="fg.muted" fontSize="sm">
          {items && items.length > 0 ? t('auditTrail.range', { first, last: first + items.length - 1 }) : ''}
        </Text>
        {backwards ? null : page.isError ? (
          <LoadError error={page.error} onRetry={() => void page.refetch()} />
        ) : !items ? (
          <Skeleton height="40vh" />
        ) : items.length === 0 ? (
          <Text>{anyFilter ? t('auditTrail.noneFiltered') : t('auditTrail.none')}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" variant="outline" aria-labelledby="audit-results">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('auditTrail.columns.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('auditTrail.columns.who')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('auditTrail.columns.record')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('auditTrail.columns.changes')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((entry) => {
                  const who = people.who(entry);
                  const name = entry.entity === 'Client' ? undefined : recordNameOfChange(entry);
                  return (
                    <Table.Row key={entry.id} data-entity={entry.entity}>
                      <Table.Cell whiteSpace="nowrap">
                        <time dateTime={entry.createdAt}>{format(entry.createdAt)}</time>
                      </Table.Cell>
                      <Table.Cell>
                        <Text>{who.name}</Text>
                        {who.role && (
                          <Text fontSize="xs" color="fg.muted">
                            {who.role}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Text>
                          {text.entity(entry.entity)}
                          {name ? ` “${name}”` : ''}
                        </Text>
                        <Badge size="sm" variant="outline" colorPalette={OPERATION_COLORS[entry.operation]}>
                          {t(`auditTrail.operations.${entry.operation}`)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        <Box as="ul" listStyleType="none" m={0} p={0}>
                          {entry.details
                            .filter((d) => !BOOKKEEPING.has(d.attributeKey))
                            .map((d) => (
                              <Box as="li" key={d.attributeKey}>
                                <Text as="span" fontWeight="medium">
                                  {text.attribute(entry.entity, d.attributeKey)}
                                </Text>
                                {': '}
                                {entry.operation === 'create' ? (
                                  text.value(d.value)
                                ) : entry.operation === 'delete' ? (
                                  text.value(d.previousValue)
                                ) : (
                                  <>
                                    {text.value(d.previousValue)} <span aria-hidden="true">→</span>
                                    <VisuallyHidden> {t('auditTrail.changedTo')}</VisuallyHidden>{' '}
                                    {text.value(d.value)}
                                  </>
                                )}
                              </Box>
                            ))}
                        </Box>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        {!backwards && (cursors.length > 0 || page.currentData?.next) && (
          <HStack as="nav" aria-label={t('auditTrail.pages')} gap={2}>
            <Button
              size="sm"
              variant="outline"
              disabled={cursors.length === 0}
              onClick={() => goTo(cursors.slice(0, -1))}
            >
              {t('auditTrail.previous')}
            </Button>
            <Text fontSize="sm">{t('auditTrail.page', { page: cursors.length + 1 })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!page.currentData?.next}
              onClick={() => {
                const next = page.currentData?.next;
                if (next) goTo([...cursors, next]);
              }}
            >
              {t('auditTrail.next')}
            </Button>
          </HStack>
        )}
      </Stack>
    </Stack>
  );
}
