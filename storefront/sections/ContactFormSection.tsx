/**
 * The contact form (spec 2.3, 4, 5, 8): validates on submit with the spec's messages, clears
 * a field's error as the shopper types, needs a captcha token before sending, sends the
 * message (`endpointRefs.contact.sendContactEmail`, same origin), and shows the status
 * none | captcha-missing | success | error. In the builder it renders but never sends.
 */
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { CaptchaArea, type CaptchaHandle } from '../captcha';
import { useStorefront } from '../context/storefront-context';
import type { SectionComponentProps } from './section-types';
import { ResponsiveGrid } from './parts/ResponsiveGrid';
import { toSpacingCss, toUnitCss, toSectionPaddingCss } from './helpers/css-values';
import {
  callEndpoint,
  contactFieldNames,
  contactMessages,
  contactTextRules,
  endpointRefs,
  fetchTransport,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../shared';

export type ContactStatus = 'none' | 'captcha-missing' | 'success' | 'error';

const emptyValues: ContactValues = { name: '', email: '', subject: '', message: '' };
const autoCompletes: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  subject: 'off',
  message: 'off',
};

export function ContactFormSection({ props }: SectionComponentProps<'contactForm'>) {
  const { store, viewMode } = useStorefront();
  const canSend = viewMode !== 'builder';
  const baseId = useId();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>('none');
  const [submitting, setSubmitting] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle | null>(null);

  const onCaptchaToken = useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setStatus((current) => (current === 'captcha-missing' ? 'none' : current));
  }, []);

  const labels: Record<ContactField, string> = {
    name: props.nameLabel,
    email: props.emailLabel,
    subject: props.subjectLabel,
    message: props.messageLabel,
  };

  const onChange =
    (field: ContactField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting || !canSend) return;
    const form = e.currentTarget;
    const checked = validateContactForm(values);
    setErrors(checked.errors);
    const firstInvalid = contactFieldNames.find((f) => checked.errors[f]);
    if (firstInvalid) {
      setStatus('none');
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    if (!captchaToken) {
      setStatus('captcha-missing');
      return;
    }
    setSubmitting(true);
    setStatus('none');
    try {
      // Throws unless the message is accepted.
      await callEndpoint(fetchTransport, endpointRefs.contact.sendContactEmail, {
        body: {
          name: checked.values.name,
          customerEmail: checked.values.email,
          subject: checked.values.subject,
          message: checked.values.message,
          storeId: store.storeId,
          turnstileToken: captchaToken,
        },
      });
      setValues(emptyValues);
      setStatus('success');
    } catch {
      setStatus('error');
    } finally {
      // A token is good for one send (and may be spent even when the send failed).
      setCaptchaToken(null);
      captchaRef.current?.reset();
      setSubmitting(false);
    }
  };

  const renderField = (field: ContactField) => {
    const inputId = `${baseId}-${field}`;
    const errorId = `${inputId}-error`;
    const error = errors[field];
    const shared = {
      id: inputId,
      name: field,
      className: 'sf-contact-form__input',
      value: values[field],
      maxLength: contactTextRules[field].max,
      autoComplete: autoCompletes[field],
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      'data-testid': `contact-${field}`,
      onChange: onChange(field),
    };
    return (
      <div className={`sf-contact-form__field sf-contact-form__field--${field}`}>
        <label className="sf-contact-form__label" htmlFor={inputId}>
          {labels[field]}
        </label>
        {field === 'message' ? (
          <textarea rows={5} {...shared} />
        ) : (
          <input type={field === 'email' ? 'email' : 'text'} {...shared} />
        )}
        {error ? (
          <p id={errorId} className="sf-contact-form__error" data-testid={`contact-error-${field}`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const style = {
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    backgroundColor: props.backgroundColor,
    '--sf-contact-border': props.inputBorderColor,
  } as CSSProperties;
  const titleId = `${baseId}-title`;

  return (
    <section
      className="sf-contact-form"
      style={style}
      aria-labelledby={props.title ? titleId : undefined}
    >
      <div
        className="sf-contact-form__card"
        style={{
          maxWidth: toUnitCss(props.maxWidth),
          backgroundColor: props.formBackground,
          borderRadius: `${props.borderRadius}px`,
          color: props.textColor,
        }}
      >
        {props.title ? (
          <h2 id={titleId} className="sf-contact-form__title" style={{ color: props.titleColor }}>
            {props.title}
          </h2>
        ) : null}
        {props.subtitle ? <p className="sf-contact-form__subtitle">{props.subtitle}</p> : null}
        <form
          className="sf-contact-form__form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={submitting || undefined}
        >
          <ResponsiveGrid
            columns={{ desktop: 2, tablet: 2, mobile: 1 }}
            className="sf-contact-form__row"
          >
            {renderField('name')}
            {renderField('email')}
          </ResponsiveGrid>
          {renderField('subject')}
          {renderField('message')}
          <CaptchaArea
            hint={contactMessages.captchaHint}
            token={captchaToken}
            onToken={onCaptchaToken}
            handleRef={captchaRef}
            enabled={canSend}
          />
          <div
            className="sf-contact-form__status"
            role="status"
            aria-live="polite"
            data-testid="contact-status"
            data-status={status}
          >
            {status === 'success' ? (
              <div className="sf-contact-form__notice sf-contact-form__notice--success">
                <strong className="sf-contact-form__notice-title">{props.successTitle}</strong>
                <span>{props.successBody}</span>
              </div>
            ) : status === 'error' ? (
              <p className="sf-contact-form__notice sf-contact-form__notice--error">
                {contactMessages.sendFailed}
              </p>
            ) : status === 'captcha-missing' ? (
              <p className="sf-contact-form__notice sf-contact-form__notice--error">
                {contactMessages.captchaMissing}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="sf-contact-form__submit"
            disabled={submitting || !captchaToken}
            style={{ backgroundColor: props.buttonBackground, color: props.buttonTextColor }}
            data-testid="contact-submit"
          >
            {submitting ? 'Sending…' : props.buttonText}
          </button>
        </form>
      </div>
    </section>
  );
}
