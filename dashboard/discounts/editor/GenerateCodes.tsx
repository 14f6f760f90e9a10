/**
 * "Generate codes": many single-use codes at once (a prefix, then 8 random characters no one
 * misreads), added to the codes already typed. Up to the API's limit in all; the server still
 * refuses one another discount has (409 under the codes).
 */
import { useId, useState } from 'react';
import { MAX_DISCOUNT_CODES } from '../../../shared';
import { generateCodes, splitCodes } from '../discount-form';

export function GenerateCodes({
  codes,
  onGenerated,
}: {
  codes: string;
  onGenerated: (codes: string) => void;
}) {
  const id = useId();
  const [count, setCount] = useState('100');
  const [prefix, setPrefix] = useState('');
  const existing = splitCodes(codes);
  const room = MAX_DISCOUNT_CODES - existing.length;
  const wanted = Number(count);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= room;
  const generate = () => {
    if (!valid) return;
    const made = generateCodes(wanted, prefix, existing);
    onGenerated([...existing, ...made].join('\n'));
  };
  return (
    <details className="discounts-generate" data-testid="generate-codes">
      <summary>Generate many codes</summary>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-count`}>How many</label>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(room, 1)}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-prefix`}>Prefix (optional)</label>
          <input
            id={`${id}-prefix`}
            value={prefix}
            maxLength={31}
            placeholder="VIP"
            spellCheck={false}
            onChange={(e) => setPrefix(e.target.value)}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {room > 0
          ? `Each is 8 random letters and digits after the prefix, e.g. ${prefix.trim() ? `${prefix.trim().toUpperCase()}-` : ''}7KQ2M9XA. Up to ${room} more (${MAX_DISCOUNT_CODES} in all).`
          : `This discount has ${MAX_DISCOUNT_CODES} codes, the most it may have.`}
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={generate}
        disabled={!valid}
        data-testid="generate-codes-button"
      >
        {valid ? `Add ${wanted} codes` : 'Add codes'}
      </button>
    </details>
  );
}
