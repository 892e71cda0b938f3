import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { LIST_LIMIT_MAX } from '@pos/contracts/list';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { useCurrentUser, useSession } from '../../auth/session-context';
import { confirmDelete, DELETION, removalTexts } from '../confirm-delete';
import { ErrorAlert } from '../error-alert';
import { PageFrame } from '../page-frame';
import { TextNamespace, textNamespaces, useTextNamespace } from '../shared-text';
import { CsvExportButton } from './csv-export-button';
import { ListCards } from './list-cards';
import { ListEmpty } from './list-empty';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { hasActiveFilters, type ListConfig, toListQuery } from './list-url-state';
import { type FormTarget, ResourceFormModal } from './resource-form-modal';
import { useDeleteResource, useResourceList } from './resource-queries';
import type { RowActions } from './row-actions';
import type { ResourceDefinition, RowBase } from './types';
import { useListUrlState } from './use-list-url-state';

const DEFAULT_PAGE_SIZE = 10;
const NO_FILTERS = [] as const;

/** What a screen that holds a list in a frame of its own (tabs) gets to place. */
export interface ListFrameParts {
  /** The header buttons: extra actions, Download CSV, Add. */
  actions: ReactNode | undefined;
  /** Toolbar, rows and paging. */
  body: ReactNode;
}

const pageFrame =
  (title: string) =>
  ({ actions, body }: ListFrameParts) => (
    <PageFrame title={title} actions={actions}>
      {body}
    </PageFrame>
  );

/**
 * Any list screen: title, search, filters, table, paging, add/edit modal, delete, CSV. The
 * definition's texts are `msg('…')` keys of its `namespace`: the list and the parts inside it
 * show them translated (`components/shared-text.tsx`).
 */
export function ResourceList<Row extends RowBase>({
  definition,
  frame: customFrame,
}: {
  definition: ResourceDefinition<Row>;
  /** Lays out the header buttons and the list; a page of its own with the list's title if omitted. */
  frame?: (parts: ListFrameParts) => ReactNode;
}) {
  // The definition's namespace, else the route's (a feature's page sits in its namespace).
  const routeNamespace = useTextNamespace();
  const namespace = definition.namespace ?? routeNamespace;
  const { t } = useTranslation(textNamespaces(namespace));
  const title = t(definition.title);
  const frame = customFrame ?? pageFrame(title);
  const { settings } = useSession();
  const user = useCurrentUser();
  const filters = definition.filters ?? NO_FILTERS;
  const config = useMemo<ListConfig>(
    () => ({
      filters,
      sortKeys: [
        ...definition.columns.flatMap((c) => (c.sortKey ? [c.sortKey] : [])),
        ...(definition.defaultSort ? [definition.defaultSort.replace(/^-/, '')] : []),
      ],
    }),
    [filters, definition.columns, definition.defaultSort],
  );
  const [state, update] = useListUrlState(config);
  const pageSize = clampPageSize(settings.itemsPerPage);
  const query = toListQuery({ filters, defaultSort: definition.defaultSort }, state, pageSize);
  const list = useResourceList<Row>(definition, query);
  const remove = useDeleteResource(definition);
  const filtered = hasActiveFilters(state);
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  // Clear Filters remounts the inputs, dropping typing that still waits for its pause.
  const [resetKey, setResetKey] = useState(0);
  const [formTarget, setFormTarget] = useState<FormTarget<Row> | null>(null);
  const [formOpened, setFormOpened] = useState(false);
  const openForm = (item: Row | null) => {
    setFormTarget({ item, openedAt: Date.now() });
    setFormOpened(true);
  };

  // A page past the end (the last row of the last page deleted, a stale link): go to the last one.
  const totalCount = list.data?.totalCount;
  useEffect(() => {
    if (totalCount === undefined || list.isPlaceholderData) return;
    const pages = Math.max(1, Math.ceil(totalCount / pageSize));
    if (state.page > pages) update({ type: 'page', page: pages }, { replace: true });
  }, [totalCount, list.isPlaceholderData, pageSize, state.page, update]);

  const removal = definition.removal ?? DELETION;
  const deleteRow = (row: Row) => {
    const name = definition.itemName(row);
    const texts = removalTexts(removal, name, namespace);
    confirmDelete({
      itemName: name,
      removal,
      ns: namespace,
      // mutateAsync: each delete reports its own outcome, even when two overlap.
      onConfirm: () => {
        remove.mutateAsync(row._id).then(
          () => notifications.show({ color: 'green', message: texts.done }),
          (error: unknown) =>
            notifications.show({
              color: 'red',
              message: errorMessage(error, texts.failed),
            }),
        );
      },
    });
  };

  const ctx = { user };
  const actions: RowActions<Row> | undefined = definition.hideRowActions
    ? undefined
    : {
        itemName: definition.itemName,
        removeLabel: (row) =>
          removalTexts(removal, definition.itemName(row), namespace).buttonLabel,
        onEdit: definition.form ? (row) => openForm(row) : undefined,
        onDelete: definition.deletable === false ? undefined : deleteRow,
        canEdit: (row) => definition.canEdit?.(row, ctx) ?? true,
        canDelete: (row) => definition.canDelete?.(row, ctx) ?? true,
      };

  const addButton =
    definition.form && (definition.canCreate?.(ctx) ?? true) ? (
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
        {t('Add New {{item}}', { item: t(definition.itemTitle) })}
      </Button>
    ) : null;

  const { page: _page, limit: _limit, ...exportQuery } = query;
  const pageActions =
    definition.extraActions || definition.csvExport || addButton ? (
      <>
        {definition.extraActions}
        {definition.csvExport ? (
          <CsvExportButton csv={definition.csvExport} query={exportQuery} />
        ) : null}
        {addButton}
      </>
    ) : undefined;

  const rows = list.data?.data;
  let content: ReactNode;
  if (list.isError) {
    content = (
      <Stack gap="sm">
        <ErrorAlert
          message={errorMessage(
            list.error,
            t('Failed to fetch {{items}}.', { items: title.toLowerCase() }),
          )}
        />
        <Group>
          <Button variant="default" onClick={() => list.refetch()} loading={list.isFetching}>
            {t('Try again')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (rows && rows.length === 0 && !list.isPlaceholderData) {
    content = (
      <ListEmpty
        noun={definition.emptyNoun ? t(definition.emptyNoun) : title.toLowerCase()}
        filtered={filtered}
        addButton={addButton}
      />
    );
  } else {
    const Rows = isPhone ? ListCards : ListTable;
    content = (
      <Rows
        caption={title}
        columns={definition.columns}
        rows={rows}
        skeletonRows={Math.min(pageSize, 5)}
        sort={state.sort ?? definition.defaultSort}
        onSort={(sort) => update({ type: 'sort', sort })}
        actions={actions}
        rowHref={definition.rowHref}
        stale={list.isPlaceholderData}
      />
    );
  }

  const body = (
    <Stack gap="md">
      <ListToolbar
        state={state}
        filters={filters}
        searchPlaceholder={definition.searchPlaceholder}
        onSearch={(value) => update({ type: 'search', value }, { replace: true })}
        onFilters={(values, opts) => update({ type: 'filters', values }, opts)}
        onClear={() => {
          setResetKey((k) => k + 1);
          update({ type: 'clear' });
        }}
        resetKey={resetKey}
      />
      {definition.summary && !list.isError ? definition.summary(list.data?.totals) : null}
      {content}
      {list.data && !list.isError ? (
        <ListPagination
          page={state.page}
          pageSize={pageSize}
          totalCount={list.data.totalCount}
          capped={list.data.totalCountCapped === true}
          onChange={(page) => update({ type: 'page', page })}
        />
      ) : null}
    </Stack>
  );

  return (
    <TextNamespace ns={namespace}>
      {frame({ actions: pageActions, body })}
      <ResourceFormModal
        definition={definition}
        target={formTarget}
        opened={formOpened}
        onClose={() => setFormOpened(false)}
      />
    </TextNamespace>
  );
}

function clampPageSize(value: number | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(n, LIST_LIMIT_MAX);
}
