// itemsjs ships no types; this covers the part the bench calls.
declare module "itemsjs" {
  type Aggregation = { title?: string; size?: number; conjunction?: boolean; hide_zero_doc_count?: boolean };
  type Sorting = { field: string | string[]; order: string | string[] };
  export type ItemsJsConfig = {
    aggregations?: Record<string, Aggregation>;
    sortings?: Record<string, Sorting>;
    searchableFields?: string[];
    native_search_enabled?: boolean;
  };
  export type ItemsJsSearch<T> = {
    per_page?: number;
    page?: number;
    query?: string;
    sort?: string;
    filters?: Record<string, string[]>;
    filter?: (item: T) => boolean;
  };
  export type ItemsJsResult<T> = {
    pagination: { per_page: number; page: number; total: number };
    data: {
      items: T[];
      aggregations: Record<string, { buckets: Array<{ key: string; doc_count: number; selected: boolean }> }>;
    };
  };
  export default function itemsjs<T>(items: T[], config: ItemsJsConfig): { search(options: ItemsJsSearch<T>): ItemsJsResult<T> };
}
