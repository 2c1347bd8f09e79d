import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffCatalog,
  type CategoryCreateBody,
  type ImageOrderBody,
  type PrizeBody,
  type StaffCategoryTree,
  type StaffPrize,
} from '../../../shared/types/generated/api/staff-catalog.js';
import { call } from '../../api/client.js';
import { prizeQueryOf, type PrizeFilters } from './prize-filters.js';

export const PAGE_SIZE = 25;

export const catalogKeys = {
  all: (alias: string) => ['console', 'catalog', alias] as const,
  categories: (alias: string) => ['console', 'catalog', alias, 'categories'] as const,
  prizes: (alias: string) => ['console', 'catalog', alias, 'prizes'] as const,
  list: (alias: string, filters: PrizeFilters, page: number) => ['console', 'catalog', alias, 'prizes', 'list', filters, page] as const,
  prize: (alias: string, id: number) => ['console', 'catalog', alias, 'prizes', 'one', id] as const,
};

export function useCategories(alias: string) {
  return useQuery({
    queryKey: catalogKeys.categories(alias),
    queryFn: () => call(staffCatalog.listCatalogCategories, { params: { alias } }),
  });
}

export function usePrizeList(alias: string, filters: PrizeFilters, page: number) {
  return useQuery({
    queryKey: catalogKeys.list(alias, filters, page),
    queryFn: () => call(staffCatalog.listCatalogPrizes, { params: { alias }, query: { ...prizeQueryOf(filters), page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One prize. Not read again on window focus: the editor sends the revision it holds, and a
 * colleague's save must come back as a 409 the operator sees, not silently under their draft.
 */
export function usePrize(alias: string, id: number) {
  return useQuery({
    queryKey: catalogKeys.prize(alias, id),
    queryFn: () => call(staffCatalog.getCatalogPrize, { params: { alias, id } }),
    refetchOnWindowFocus: false,
  });
}

/** Every write of a category answers the whole tree: shown at once; the prize lists (category names) read again. */
function useTreeWrite<Vars>(alias: string, write: (vars: Vars) => Promise<StaffCategoryTree>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (tree) => {
      queryClient.setQueryData(catalogKeys.categories(alias), tree);
      await queryClient.invalidateQueries({ queryKey: catalogKeys.prizes(alias) });
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
      queryClient.setQueryData(catalogKeys.prize(alias, prize.id), prize);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...catalogKeys.prizes(alias), 'list'] }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.categories(alias) }),
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
