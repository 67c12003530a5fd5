import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SavedSpec, SpecAreaAdapter, SpecChange, SpecListQuery, SpecSummary } from './adapter.js'
import type { LiveCheck, SpecCheck } from './types.js'

/** Any area's adapter (its spec, check and summary types only ever come out of it). */
type AnyAdapter = SpecAreaAdapter<SavedSpec, SpecCheck, SpecSummary>

export const VALIDATE_DEBOUNCE_MS = 400

export function useSpecList<L extends SpecSummary>(adapter: SpecAreaAdapter<SavedSpec, SpecCheck, L>, query: SpecListQuery) {
  return useQuery({
    queryKey: [...adapter.keys.list, 'names', query.q, [...query.tags]],
    queryFn: () => adapter.list(query),
    placeholderData: keepPreviousData,
  })
}

export function useSpecTags(adapter: AnyAdapter) {
  const tags = adapter.tags
  return useQuery({
    queryKey: [...adapter.keys.list, 'tags'],
    queryFn: () => (tags ? tags() : Promise.resolve([])),
    enabled: tags !== undefined,
    throwOnError: false,
  })
}

/** The workspace shows a failure to load one spec itself (e.g. deleted in another tab) instead of failing the page. */
export function useSavedSpec<S extends SavedSpec>(adapter: SpecAreaAdapter<S, SpecCheck>, name: string) {
  return useQuery({ queryKey: adapter.keys.spec(name), queryFn: () => adapter.get(name), staleTime: 30_000, throwOnError: false })
}

/** The editor text parsed by the API while typing (debounced); the same text is never sent twice. */
export function useLiveCheck<V extends SpecCheck>(
  adapter: SpecAreaAdapter<SavedSpec, V>,
  text: string,
  enabled: boolean,
): LiveCheck<V> & { checkedText: string } {
  const [debounced] = useDebouncedValue(text, VALIDATE_DEBOUNCE_MS)
  const check = useQuery({
    queryKey: adapter.keys.validate(debounced),
    queryFn: ({ signal }) => adapter.validate(debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
    throwOnError: false,
  })
  return {
    result: check.data,
    checking: enabled && (debounced !== text || check.isFetching),
    failure: check.error?.message,
    checkedText: debounced,
  }
}

/** Create, update (content, tags, rename), delete and run, each keeping the area's cached lists in step. */
export function useSpecMutations<S extends SavedSpec>(adapter: SpecAreaAdapter<S, SpecCheck>) {
  const qc = useQueryClient()
  const refreshLists = () => qc.invalidateQueries({ queryKey: adapter.keys.list })
  const create = useMutation({
    mutationFn: (draft: { name: string; content: string; tags?: string[] }) => adapter.create(draft),
    onSuccess: (spec) => {
      qc.setQueryData(adapter.keys.spec(spec.name), spec)
      return refreshLists()
    },
  })
  const update = useMutation({
    mutationFn: (change: SpecChange) => adapter.update(change),
    onSuccess: (spec, { name }) => {
      if (spec.name !== name) qc.removeQueries({ queryKey: adapter.keys.spec(name), exact: true })
      qc.setQueryData(adapter.keys.spec(spec.name), spec)
      return refreshLists()
    },
  })
  const remove = useMutation({
    mutationFn: (name: string) => adapter.remove(name),
    onSuccess: (_done, name) => {
      qc.removeQueries({ queryKey: adapter.keys.spec(name), exact: true })
      return refreshLists()
    },
  })
  const run = useMutation({
    mutationFn: (name: string) => adapter.run(name),
    onSuccess: () => qc.invalidateQueries({ queryKey: adapter.keys.runs }),
  })
  return { create, update, remove, run }
}
