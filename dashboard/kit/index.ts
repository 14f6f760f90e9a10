/**
 * The dashboard's screen kit: the parts every index and resource screen is composed from
 * (see README.md and /work/shared/design/DASHBOARD.md). Screens import from here only.
 * Each part imports kit.css itself: the bundler prunes a barrel's own side effects.
 */

export { ActionMenu, type MenuAction } from './ActionMenu';
export { AddressInput } from './AddressInput';
export { AddressLines } from './AddressLines';
export { PrintParty } from './PrintParty';
export { Badge, type BadgeTone, type BadgeWord } from './Badge';
export { storefrontFrameProps } from './storefront-frame';
export { StateBadge } from './StateBadge';
export { SubmitButton } from './SubmitButton';
export { Timestamp } from './Timestamp';
export { Banner } from './Banner';
export { CancelButton } from './CancelButton';
export { Card } from './Card';
export { SettingsCard } from './SettingsCard';
export { ConfirmDialog } from './ConfirmDialog';
export { ContactLinks } from './ContactLinks';
export { CopyButton } from './CopyButton';
export { CountInput } from './CountInput';
export { CurrencyOptions } from './CurrencyOptions';
export { TimeZoneOptions } from './TimeZoneOptions';
export { CountedField } from './CountedField';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { Dialog } from './Dialog';
export { FormDialog } from './FormDialog';
export { EmptyState } from './EmptyState';
export { bindCountedFields, bindFields } from './bind-fields';
export { errorAt } from './error-at';
export { FilterTabs } from './FilterTabs';
export { FilterSelect } from './FilterSelect';
export { TableScroll } from './TableScroll';
export { FieldError } from './FieldError';
export { FormField } from './FormField';
export { FormSubmit } from './FormSubmit';
export { ImageUrlController, ImageUrlField } from './ImageUrlField';
export { IndexPage } from './IndexPage';
export { ClearFiltersLink, IndexScreen } from './IndexScreen';
export { LeaveGuard, skipLeaveGuard } from './LeaveGuard';
export { MutationButton } from './MutationButton';
export { useMediaPicker, type MediaPickerRequest } from './media-picker';
export { MoneyInput } from './MoneyInput';
export { Pagination } from './Pagination';
export { PrintScreen } from './PrintScreen';
export { ProofPreview } from './ProofPreview';
export { QueryError, type RetryableQuery } from './QueryError';
export { PagePending } from './PagePending';
export { ReviewButtons } from './ReviewButtons';
export { ReasonDialog } from './ReasonDialog';
export { ResourcePage } from './ResourcePage';
export {
  isMissing,
  ResourceNotFound,
  ResourcePending,
  type ResourcePendingProps,
  SkeletonCard,
} from './ResourcePending';
export { SaveBar } from './SaveBar';
export { applyServerErrors } from './server-errors';
export { samePath, schemaResolver, type SafeParser, type ToFieldPath } from './schema-resolver';
export { SearchBox } from './SearchBox';
export { Segmented } from './Segmented';
export { SearchResultPreview, truncateForPreview } from './SearchResultPreview';
export { SeoListingFields } from './SeoListingFields';
export { SkeletonRows } from './SkeletonRows';
export { TableHead } from './TableHead';
export { CountField, MoneyField, TextAreaField, TextField, type TextFieldProps } from './TextField';
export { Thumbnail } from './Thumbnail';
export { useDebouncedValue } from './use-debounced-value';
export { useDialogSave } from './use-dialog-save';
export { useFieldsForm, useFormFields } from './use-form-fields';
export { useQueryParams } from './use-query-params';
export { useSlugFromName } from './use-slug-from-name';
