/**
 * What a failed bulk change says, row by row: the server names the product that stopped it
 * by its place in `ids` (`ids.2`); this names it by its product name instead.
 */
import type { ApiErrorInfo } from '../../api/read-api-error';

/** One line per failed product (`Linen Shirt: No such product…`), else the error message. */
export function describeBulkFailure(
  info: Pick<ApiErrorInfo, 'message' | 'fieldErrors'>,
  products: readonly { name: string }[],
): string[] {
  const lines = Object.entries(info.fieldErrors).flatMap(([field, message]) => {
    const match = /^ids\.(\d+)$/.exec(field);
    const product = match ? products[Number(match[1])] : undefined;
    return product ? [`${product.name}: ${message}`] : [];
  });
  return lines.length ? lines : [info.message];
}
