import { z } from 'zod';

/** A page of items: `{ content, pageNum, pageSize, totalPages, total }` (spec 3 Replies, favourites shape). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalPages: z.number().int().min(0),
    total: z.number().int().min(0),
  });

export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
}
