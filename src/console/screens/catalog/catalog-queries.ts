import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffCatalog,
  type CategoryCreateBody,
  type ImageOrderBody,
  type PrizeBody,
  type StaffCategoryTree,
  type StaffPrize,
} from '../../../shared/types/generated/api/staff-catalog.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';
import { prizeQueryOf, type PrizeFilters } from './prize-filters.js';

export const PAGE_SIZE = 25;

const prizesKey = (alias: string) => [...areaKey('catalog', alias), 'prizes'] as const;

export const catalogQueries = {
  all: (alias: string) => areaKey('catalog', alias),
  /** Every prize query: the lists and the single prizes. */
  prizes: prizesKey,
  /** The prize lists only (a write answers the prize itself, which is set, not read again). */
  lists: (alias: string) => [...prizesKey(alias), 'list'] as const,
  categories: (alias: string) =>
    queryOptions({
      queryKey: [...areaKey('catalog', alias), 'categories'] as const,
      queryFn: () => call(staffCatalog.listCatalogCategories, { params: { alias } }),
    }),
  list: (alias: string, filters: PrizeFilters, page: number) =>
    queryOptions({
      queryKey: [...prizesKey(alias), 'list', filters, page] as const,
      queryFn: () =>
        call(staffCatalog.listCatalogPrizes, { params: { alias }, query: { ...prizeQueryOf(filters), page, limit: PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  /**
   * One prize. Not read again on window focus: the editor sends the revision it holds, and a
   * colleague's save must come back as a 409 the operator sees, not silently under their draft.
   */
  prize: (alias: string, id: number) =>
    queryOptions({
      queryKey: [...prizesKey(alias), 'one', id] as const,
      queryFn: () => call(staffCatalog.getCatalogPrize, { params: { alias, id } }),
      refetchOnWindowFocus: false,
    }),
};

export const useCategories = (alias: string) => useQuery(catalogQueries.categories(alias));

export const usePrizeList = (alias: string, filters: PrizeFilters, page: number) => useQuery(catalogQueries.list(alias, filters, page));

export const usePrize = (alias: string, id: number) => useQuery(catalogQueries.prize(alias, id));

/** Every write of a category answers the whole tree: shown at once; the prize lists (category names) read again. */
function useTreeWrite<Vars>(alias: string, write: (vars: Vars) => Promise<StaffCategoryTree>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (tree) => {
      queryClient.setQueryData(catalogQueries.categories(alias).queryKey, tree);
      await queryClient.invalidateQueries({ queryKey: catalogQueries.prizes(alias) });
    },
  });
}

export const useCreateCategory = (alias: string) =>
  useTreeWrite(alias, (body: CategoryCreateBody) => call(staffCatalog.createCatalogCategory, { params: { alias }, body }));

export const useRenameCategory = (alias: string) =>
  useTreeWrite(alias, ({ id, name, revision }: { id: number; name: string; revision: number }) =>
    call(staffCatalog.renameCatalogCategory, { params: { alias, id }, body: { name, revision } }),
  );

export const useMoveCategory = (alias: string) =>
  useTreeWrite(alias, ({ id, direction, revision }: { id: number; direction: 'up' | 'down'; revision: number }) =>
    call(staffCatalog.moveCatalogCategory, { params: { alias, id }, body: { direction, revision } }),
  );

export const useDeleteCategory = (alias: string) =>
  useTreeWrite(alias, ({ id, revision }: { id: number; revision: number }) =>
    call(staffCatalog.deleteCatalogCategory, { params: { alias, id }, query: { revision } }),
  );

/** Every write of a prize answers the prize: kept as the page's copy (its new revision); the lists read again. */
function usePrizeWrite<Vars>(alias: string, write: (vars: Vars) => Promise<StaffPrize>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (prize) => {
      queryClient.setQueryData(catalogQueries.prize(alias, prize.id).queryKey, prize);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogQueries.lists(alias) }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.categories(alias).queryKey }),
      ]);
    },
  });
}

export const useCreatePrize = (alias: string) =>
  usePrizeWrite(alias, (body: PrizeBody) => call(staffCatalog.createCatalogPrize, { params: { alias }, body }));

export const useUpdatePrize = (alias: string, id: number) =>
  usePrizeWrite(alias, (body: PrizeBody & { revision: string }) => call(staffCatalog.updateCatalogPrize, { params: { alias, id }, body }));

export const useDuplicatePrize = (alias: string, id: number) =>
  usePrizeWrite(alias, () => call(staffCatalog.duplicateCatalogPrize, { params: { alias, id } }));

export const useSetAvailability = (alias: string) =>
  usePrizeWrite(alias, ({ id, available, revision }: { id: number; available: boolean; revision: string }) =>
    call(staffCatalog.setCatalogPrizeAvailability, { params: { alias, id }, body: { available, revision } }),
  );

export const useUploadPicture = (alias: string, id: number) =>
  usePrizeWrite(alias, ({ file, revision }: { file: File; revision: string }) =>
    call(staffCatalog.uploadCatalogPrizeImage, { params: { alias, id }, body: { file, revision } }, { multipart: true }),
  );

export const useOrderPictures = (alias: string, id: number) =>
  usePrizeWrite(alias, ({ keys, revision }: { keys: string[]; revision: string }) =>
    // The schema's maxItems (10) types the list as tuples; the server checks the length.
    call(staffCatalog.orderCatalogPrizeImages, { params: { alias, id }, body: { keys: keys as ImageOrderBody['keys'], revision } }),
  );

export const useRemovePicture = (alias: string, id: number) =>
  usePrizeWrite(alias, (body: { key: string; revision: string }) =>
    call(staffCatalog.removeCatalogPrizeImage, { params: { alias, id }, body }),
  );
