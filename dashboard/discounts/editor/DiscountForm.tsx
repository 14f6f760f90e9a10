/**
 * The discount editor's form (create and edit): title; a code (one, or many: one per line) or
 * automatic; what it gives (amount off the order, off products or categories, or off each
 * item; buy X get Y; free shipping, to every zone or some); the minimum; what it combines
 * with; when it runs (in the store's time zone); its usage limits. The aside says it in one
 * sentence as it is edited, with its status and uses. Validated by the shared schema; save
 * bar, leave guard, server errors on their fields, "Discount saved", delete behind a
 * confirmation naming it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type UseFormRegister,
  type UseFormWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  createDiscountBodySchema,
  discountStatusAt,
  updateDiscountBodySchema,
  type CreateDiscountBody,
  type DiscountDto,
} from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import {
  applyServerErrors,
  bindFields,
  Card,
  ConfirmDialog,
  CountField,
  FormField,
  MoneyField,
  schemaResolver,
  Segmented,
  skipLeaveGuard,
  StateBadge,
  TextAreaField,
  TextField,
} from '../../kit';
import { EditorForm } from '../../catalogue/EditorForm';
import { discountsApi } from '../discounts-api';
import { discountKeys, invalidateDiscounts } from '../discounts-queries';
import { discountStatusWords, useDiscountNames } from '../discount-names';
import { describeDiscount, type DiscountNames } from '../discount-words';
import {
  discountFieldPath,
  toDiscountBody,
  toDiscountFormValues,
  type DiscountFormValues,
  type TargetKind,
} from '../discount-form';
import { editDiscountHref } from '../list/DiscountsScreen';
import { ChoiceList, ProductChoice } from './ChoiceLists';
import { GenerateCodes } from './GenerateCodes';

const kindOptions: [DiscountFormValues['kind'], string][] = [
  ['order', 'Amount off the order'],
  ['products', 'Amount off products'],
  ['buy_x_get_y', 'Buy X get Y'],
  ['free_shipping', 'Free shipping'],
];

const numberInput = {
  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v)),
};

/** The form fields of a target's chosen products and categories (by its prefix). */
type IdsField =
  | 'productIds'
  | 'categoryIds'
  | 'buyProductIds'
  | 'buyCategoryIds'
  | 'getProductIds'
  | 'getCategoryIds';

/** Who a part of the discount applies to: every product, some products or some categories. */
function TargetFields({
  prefix,
  storeId,
  control,
  register,
  watch,
  names,
  onLearn,
  error,
}: {
  prefix: '' | 'buy' | 'get';
  storeId: string;
  control: Control<DiscountFormValues>;
  register: UseFormRegister<DiscountFormValues>;
  watch: UseFormWatch<DiscountFormValues>;
  names: DiscountNames;
  onLearn: (found: readonly { id: string; name: string }[]) => void;
  error: string | undefined;
}) {
  const key = <B extends 'target' | 'productIds' | 'categoryIds'>(base: B) =>
    (prefix
      ? `${prefix}${base.charAt(0).toUpperCase()}${base.slice(1)}`
      : base) as B extends 'target' ? 'target' | 'buyTarget' | 'getTarget' : IdsField;
  const target = watch(key('target')) as TargetKind;
  const options: [TargetKind, string][] = [
    ['all', 'Every product'],
    ['categories', 'Some categories'],
    ['products', 'Some products'],
  ];
  return (
    <div className="discounts-target">
      <div className="discounts-radios" role="radiogroup" aria-label="Applies to">
        {options.map(([value, label]) => (
          <label key={value}>
            <input type="radio" value={value} {...register(key('target'))} /> {label}
          </label>
        ))}
      </div>
      {target === 'categories' ? (
        <Controller
          control={control}
          name={key('categoryIds')}
          render={({ field }) => (
            <ChoiceList
              legend="Categories"
              names={names.categories}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={error}
              testId={`${prefix || 'target'}-categories`}
            />
          )}
        />
      ) : target === 'products' ? (
        <Controller
          control={control}
          name={key('productIds')}
          render={({ field }) => (
            <ProductChoice
              storeId={storeId}
              legend="Products"
              names={names.products}
              onLearn={onLearn}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={error}
              testId={`${prefix || 'target'}-products`}
            />
          )}
        />
      ) : null}
    </div>
  );
}

export interface DiscountFormProps {
  storeId: string;
  currency: string;
  timeZone: string;
  discount?: DiscountDto | undefined;
}

export function DiscountForm({ storeId, currency, timeZone, discount }: DiscountFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The names of the products it points at: its own, then those picked from a search.
  const [productNames, setProductNames] = useState<ReadonlyMap<string, string>>(
    () => new Map(Object.entries(discount?.productNames ?? {})),
  );
  const learn = useCallback((found: readonly { id: string; name: string }[]) => {
    setProductNames((known) => new Map([...known, ...found.map((p) => [p.id, p.name] as const)]));
  }, []);
  const names = useDiscountNames(storeId, currency, timeZone, productNames);
  const resolver = useMemo(
    () =>
      schemaResolver<DiscountFormValues>(
        discount ? updateDiscountBodySchema : createDiscountBodySchema,
        (values) => ({
          ...toDiscountBody(values, storeId, timeZone),
          ...(discount ? { discountId: discount.id } : {}),
        }),
        () => discountFieldPath,
      ),
    [discount, storeId, timeZone],
  );
  const form = useForm<DiscountFormValues>({
    defaultValues: toDiscountFormValues(discount, timeZone),
    resolver,
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = form;
  const field = bindFields(register, errors);

  const save = useMutation({
    mutationFn: (values: DiscountFormValues) => {
      const body = toDiscountBody(values, storeId, timeZone) as CreateDiscountBody;
      return discount
        ? discountsApi.update({ ...body, discountId: discount.id })
        : discountsApi.create(body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(discountKeys.detail(storeId, saved.id), saved);
      void invalidateDiscounts(queryClient, storeId);
      setFailure(null);
      toast.success('Discount saved');
      if (discount) reset(toDiscountFormValues(saved, timeZone));
      else void navigate(editDiscountHref(saved.id), { replace: true, state: skipLeaveGuard });
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, discountFieldPath);
      setFailure(unshown.length ? unshown : [`${info.message}. Fix the highlighted fields.`]);
    },
  });
  const remove = useMutation({
    mutationFn: () => discountsApi.remove(storeId, discount?.id ?? ''),
    onSuccess: () => {
      void invalidateDiscounts(queryClient, storeId);
      toast.success('Discount deleted');
      void navigate('/dashboard/discounts', { state: skipLeaveGuard });
    },
  });

  // What each target's fields share (the form, the names, the catalogue search).
  const targetContext = { storeId, control, register, watch, names, onLearn: learn };
  const values = watch();
  const body = toDiscountBody(values, storeId, timeZone);
  const summary = createDiscountBodySchema.safeParse(body).success
    ? describeDiscount({ ...body, perCustomerLimit: body.perCustomerLimit ?? null }, names)
    : null;
  const status = discountStatusAt(body, Date.now());
  const kind = values.kind;
  const percentage = values.valueType === 'percentage';

  return (
    <EditorForm
      noun="discount"
      onSubmit={handleSubmit((v) => save.mutate(v))}
      title={discount ? discount.title : values.title.trim() || 'Create discount'}
      backTo="/dashboard/discounts"
      backLabel="Discounts"
      badge={
        discount ? (
          <StateBadge word={discountStatusWords[discount.status]} data-testid="discount-status" />
        ) : null
      }
      storeLink={null}
      onDelete={discount ? () => setConfirmDelete(true) : null}
      editing={Boolean(discount)}
      dirty={isDirty}
      saving={save.isPending}
      failure={failure ? { title: 'The discount was not saved', lines: failure } : null}
      onDiscard={() => {
        reset();
        setFailure(null);
      }}
      main={
        <>
          <Card title="Discount">
            <TextField
              label="Title"
              hint="What shoppers see on their cart and order, and you in the list."
              maxLength={100}
              required
              {...field('title')}
              data-testid="discount-title"
            />
            <Segmented
              label="How it applies"
              options={[
                ['code', 'Discount code'],
                ['automatic', 'Automatic'],
              ]}
              value={values.method}
              onChange={(v) => form.setValue('method', v, { shouldDirty: true })}
              data-testid="discount-method"
            />
            {values.method === 'code' ? (
              <>
                <TextAreaField
                  label="Codes"
                  hint="One code, or many (one per line). Letters, digits, - and _; shoppers may type them in any case."
                  rows={3}
                  spellCheck={false}
                  {...field('codes')}
                  data-testid="discount-codes-input"
                />
                <GenerateCodes
                  codes={values.codes}
                  onGenerated={(codes) =>
                    form.setValue('codes', codes, { shouldDirty: true, shouldValidate: true })
                  }
                />
              </>
            ) : (
              <p className="muted">
                Applied at checkout, without a code, whenever its conditions hold.
              </p>
            )}
          </Card>
          <Card title="What it gives">
            <FormField name="kind" label="Type">
              {(control) => (
                <select {...control} {...register('kind')} data-testid="discount-kind">
                  {kindOptions.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {kind === 'order' || kind === 'products' ? (
              <>
                <Segmented
                  label="Value"
                  options={[
                    ['percentage', 'Percentage'],
                    ['fixed', `Fixed amount (${currency})`],
                  ]}
                  value={values.valueType}
                  onChange={(v) => form.setValue('valueType', v, { shouldDirty: true })}
                  data-testid="discount-value-type"
                />
                {percentage ? (
                  <TextField
                    label="Percentage off"
                    type="number"
                    min={0}
                    max={100}
                    step="0.01"
                    inputMode="decimal"
                    {...field('value', numberInput)}
                    data-testid="discount-value"
                  />
                ) : (
                  <MoneyField
                    label={`Amount off (${currency})`}
                    currency={currency}
                    {...field('value', numberInput)}
                    data-testid="discount-value"
                  />
                )}
                {kind === 'products' && !percentage ? (
                  <label className="discounts-check">
                    <input type="checkbox" {...register('perItem')} /> Off each item (else once for
                    the items it applies to)
                  </label>
                ) : null}
                {kind === 'products' ? (
                  <TargetFields prefix="" {...targetContext} error={errors.target?.message} />
                ) : null}
              </>
            ) : null}
            {kind === 'buy_x_get_y' ? (
              <>
                <h3 className="discounts-subheading">Customer buys</h3>
                <CountField
                  label="Quantity"
                  min={1}
                  {...field('buyQuantity', numberInput)}
                  data-testid="discount-buy-quantity"
                />
                <TargetFields prefix="buy" {...targetContext} error={errors.buyTarget?.message} />
                <h3 className="discounts-subheading">Customer gets (the cheapest first)</h3>
                <div className="field-row">
                  <CountField
                    label="Quantity"
                    min={1}
                    {...field('getQuantity', numberInput)}
                    data-testid="discount-get-quantity"
                  />
                  <TextField
                    label="Percentage off (100: free)"
                    type="number"
                    min={1}
                    max={100}
                    step="0.01"
                    {...field('getPercent', numberInput)}
                    data-testid="discount-get-percent"
                  />
                </div>
                <TargetFields prefix="get" {...targetContext} error={errors.getTarget?.message} />
                <CountField
                  label="Uses per order"
                  hint="Empty: as often as the cart allows."
                  min={1}
                  {...field('usesPerOrder', numberInput)}
                />
              </>
            ) : null}
            {kind === 'free_shipping' ? (
              <>
                <label className="discounts-check">
                  <input type="checkbox" {...register('allZones')} /> To every shipping zone
                </label>
                {values.allZones ? null : (
                  <Controller
                    control={control}
                    name="zoneIds"
                    render={({ field: zones }) => (
                      <ChoiceList
                        legend="Shipping zones"
                        names={names.zones}
                        name={zones.name}
                        value={zones.value}
                        onChange={zones.onChange}
                        error={errors.zoneIds?.message}
                        testId="discount-zones"
                      />
                    )}
                  />
                )}
              </>
            ) : null}
          </Card>
          <Card title="Minimum requirement">
            <div className="discounts-radios" role="radiogroup" aria-label="Minimum requirement">
              {(
                [
                  ['none', 'None'],
                  ['subtotal', `A subtotal of at least (${currency})`],
                  ['quantity', 'A number of items'],
                ] as const
              ).map(([value, label]) => (
                <label key={value}>
                  <input type="radio" value={value} {...register('minimum')} /> {label}
                </label>
              ))}
            </div>
            {values.minimum === 'subtotal' ? (
              <MoneyField
                label={`Minimum subtotal (${currency})`}
                hint="Before discounts."
                currency={currency}
                {...field('minimumSubtotal', numberInput)}
                data-testid="discount-minimum-subtotal"
              />
            ) : values.minimum === 'quantity' ? (
              <CountField
                label="Minimum items"
                min={1}
                {...field('minimumQuantity', numberInput)}
              />
            ) : null}
          </Card>
          <Card title="Combinations">
            <p className="muted">
              An order takes at most one order discount and one shipping discount; product discounts
              stack only when each combines with the others. Shoppers get the best combination
              allowed.
            </p>
            <label className="discounts-check">
              <input type="checkbox" {...register('combinesProduct')} /> Combines with product
              discounts
            </label>
            <label className="discounts-check">
              <input type="checkbox" {...register('combinesOrder')} /> Combines with order discounts
            </label>
            <label className="discounts-check">
              <input type="checkbox" {...register('combinesShipping')} /> Combines with shipping
              discounts
            </label>
          </Card>
          <Card title="Active dates">
            <p className="muted">Times are in the store&apos;s time zone ({timeZone}).</p>
            <div className="field-row">
              <TextField label="Starts" type="datetime-local" {...field('startsAt')} />
              <TextField
                label="Ends"
                hint="Empty: no end."
                type="datetime-local"
                {...field('endsAt')}
                data-testid="discount-ends"
              />
            </div>
          </Card>
          <Card title="Usage limits">
            <label className="discounts-check">
              <input type="checkbox" {...register('limitTotal')} /> Limit the number of uses in all
            </label>
            {values.limitTotal ? (
              <CountField
                label="Uses in all"
                min={1}
                {...field('usageLimit', numberInput)}
                data-testid="discount-usage-limit"
              />
            ) : null}
            <label className="discounts-check">
              <input type="checkbox" {...register('oncePerCustomer')} /> Once per customer (by
              email)
            </label>
          </Card>
        </>
      }
      aside={
        <Card title="Summary">
          <p
            className="discounts-live-summary"
            data-testid="discount-live-summary"
            aria-live="polite"
          >
            {summary ?? 'Fill in what it gives to see it in a sentence.'}
          </p>
          <p>
            <StateBadge word={discountStatusWords[status]} data-testid="discount-live-status" />
          </p>
          {discount ? (
            <p data-testid="discount-usage">
              Used {discount.usedCount}
              {discount.usageLimit !== null ? ` of ${discount.usageLimit}` : ''}{' '}
              {discount.usedCount === 1 ? 'time' : 'times'}.
            </p>
          ) : null}
        </Card>
      }
    >
      {confirmDelete && discount ? (
        <ConfirmDialog
          title={`Delete ${discount.title}?`}
          confirmLabel="Delete discount"
          pendingLabel="Deleting…"
          mutation={remove}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => remove.mutate()}
        >
          <p>Its codes stop working at once. Orders that used it keep their discount lines.</p>
        </ConfirmDialog>
      ) : null}
    </EditorForm>
  );
}
