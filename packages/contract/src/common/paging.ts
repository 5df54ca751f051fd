import { z } from 'zod/mini';

/** A page of items: `{ content, pageNum, pageSize, totalPages, total }` (spec 3 Replies, favourites shape). */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().check(z.int(), z.minimum(1)),
    pageSize: z.number().check(z.int(), z.minimum(1)),
    totalPages: z.number().check(z.int(), z.minimum(0)),
    total: z.number().check(z.int(), z.minimum(0)),
  });

export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
}
