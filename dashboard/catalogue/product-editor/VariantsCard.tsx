/**
 * Variants: up to three options with their values, a generator that makes every
 * combination (and, after a new value, the missing ones), and the table of variants.
 * Every change goes through variant-rules.ts and replaces the arrays it touches.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { countOf, pluralWord } from '../../../shared';
import { Card } from '../../kit';
import { OptionEditor } from './OptionEditor';
import type { ProductFormValues } from './product-form';
import {
  MAX_OPTIONS,
  MAX_VARIANTS,
  addOption,
  addValue,
  countCombinations,
  countMissing,
  fillColumn,
  generateMissing,
  removeOption,
  removeValue,
} from './variant-rules';
import { VariantTable } from './VariantTable';

export function VariantsCard() {
  const { control, getValues, watch, setFocus } = useFormContext<ProductFormValues>();
  const groupsArray = useFieldArray({ control, name: 'attributeGroups', keyName: 'key' });
  const variantsArray = useFieldArray({ control, name: 'variations', keyName: 'key' });
  const groups = watch('attributeGroups');
  const variations = watch('variations');

  const current = () => ({
    groups: getValues('attributeGroups'),
    variations: getValues('variations'),
  });
  const apply = (next: {
    groups: ProductFormValues['attributeGroups'];
    variations: ProductFormValues['variations'];
  }) => {
    groupsArray.replace(next.groups);
    variantsArray.replace(next.variations);
  };

  const total = countCombinations(groups);
  const missing = countMissing(groups, variations);
  const tooMany = variations.length + missing > MAX_VARIANTS;

  function generate() {
    variantsArray.replace(
      generateMissing(
        getValues('attributeGroups'),
        getValues('variations'),
        getValues('requiresShipping'),
      ),
    );
  }

  return (
    <Card
      title="Variants"
      actions={
        groups.length < MAX_OPTIONS ? (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              apply(addOption(current()));
              const index = groups.length;
              setTimeout(() => setFocus(`attributeGroups.${index}.name`));
            }}
            data-testid="option-add"
          >
            {groups.length ? 'Add another option' : 'Add options like size or colour'}
          </button>
        ) : null
      }
      data-testid="variants-card"
    >
      {groupsArray.fields.length === 0 ? (
        <p className="muted">
          One product, no choices. Add an option (size, colour…) when shoppers choose between
          versions; each combination becomes a variant with its own price, stock and image.
        </p>
      ) : (
        <div className="option-list">
          {groupsArray.fields.map((field, index) => (
            <OptionEditor
              key={field.key}
              index={index}
              onRemove={() => apply(removeOption(current(), index))}
              onAddValue={(value) => {
                const result = addValue(current(), index, value);
                if (!result.ok) return result.message;
                apply(result);
                return null;
              }}
              onRemoveValue={(value) => apply(removeValue(current(), index, value))}
            />
          ))}
        </div>
      )}

      {total > 0 && missing > 0 ? (
        <div className="variant-generator" data-testid="variant-generator">
          <p className="muted">
            {variations.length === 0
              ? `These options make ${countOf(total, 'variant', 'variants')}.`
              : `${countOf(missing, 'combination', 'combinations')} ${pluralWord(missing, 'has', 'have')} no variant yet.`}
            {tooMany ? ` A product has at most ${MAX_VARIANTS} variants.` : null}
          </p>
          <button
            type="button"
            className="button button-primary button-small"
            disabled={tooMany}
            onClick={generate}
            data-testid="generate-variants"
          >
            {variations.length === 0
              ? `Generate ${countOf(total, 'variant', 'variants')}`
              : `Generate missing (${missing})`}
          </button>
        </div>
      ) : null}

      {variantsArray.fields.length > 0 ? (
        <VariantTable
          fields={variantsArray.fields}
          onRemove={(index) => variantsArray.remove(index)}
          onFill={(column, value) =>
            variantsArray.replace(fillColumn(getValues('variations'), column, value))
          }
        />
      ) : null}
    </Card>
  );
}
