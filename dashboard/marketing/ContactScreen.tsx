/**
 * /contact (public): the platform's contact form — name, email, subject, message and the
 * site's captcha (the storefront's widget mounter, CaptchaField.tsx) — sent to
 * `POST /api/email/platform-contact-email`, which mails the operator with the sender as
 * Reply-To. react-hook-form checked by the request's shared schema; the server's field
 * errors land under their fields; a token is good for one send.
 */
import './marketing.css';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { platformContactSchema, type PlatformContactInput } from '../../shared';
import { readApiError } from '../api/read-api-error';
import {
  applyServerErrors,
  FormSubmit,
  samePath,
  schemaResolver,
  TextAreaField,
  TextField,
} from '../kit';
import { CaptchaField, type CaptchaWidget } from './CaptchaField';
import { marketingApi } from './marketing-api';

const empty: PlatformContactInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  captchaToken: '',
};

export function ContactScreen() {
  const resolver = useMemo(
    () => schemaResolver<PlatformContactInput>(platformContactSchema, (values) => values),
    [],
  );
  const form = useForm<PlatformContactInput>({ defaultValues: empty, resolver });
  const { register, formState, setValue, handleSubmit, reset } = form;
  const errors = formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaWidget | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const onCaptchaToken = useCallback(
    (token: string | null) => {
      setCaptchaToken(token);
      setValue('captchaToken', token ?? '', { shouldValidate: Boolean(token) });
    },
    [setValue],
  );

  const send = useMutation({
    mutationFn: (body: PlatformContactInput) => marketingApi.sendContact(body),
    onSuccess: () => {
      setFailure(null);
      reset(empty);
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, form.setError, samePath);
      const named = Object.keys(info.fieldErrors).length > unshown.length;
      setFailure(named ? unshown.join(' ') || null : info.message);
    },
    onSettled: () => {
      // A token is spent by a send, whatever its answer: the next one needs a new solve.
      captchaRef.current?.reset();
      onCaptchaToken(null);
    },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    send.mutate(values);
  });

  if (send.isSuccess) {
    return (
      <section className="contact-page card">
        <h1>Thank you</h1>
        <p role="status" data-testid="platform-contact-sent">
          Your message was sent. We answer on business days, usually within one business day, at the
          email address you gave.
        </p>
        <p>
          <button type="button" className="button-link" onClick={() => send.reset()}>
            Send another message
          </button>{' '}
          or go back to the <Link to="/">home page</Link>.
        </p>
      </section>
    );
  }

  const textField = (name: 'name' | 'email' | 'subject', label: string, type = 'text') => (
    <TextField
      label={label}
      error={errors[name]?.message}
      required
      {...register(name)}
      type={type}
      autoComplete={name === 'subject' ? 'off' : name}
      data-testid={`platform-contact-${name}`}
    />
  );

  return (
    <section className="contact-page card">
      <h1>Contact us</h1>
      <p className="muted">
        Questions about plans, billing or your store, or a report about a store hosted here: write
        to us and we will answer by email.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={send.isPending}>
        {textField('name', 'Name')}
        {textField('email', 'Email', 'email')}
        {textField('subject', 'Subject')}
        <TextAreaField
          label="Message"
          error={errors.message?.message}
          required
          {...register('message')}
          rows={6}
          data-testid="platform-contact-message"
        />
        <CaptchaField
          hint="Tick the box to show you are not a robot; the check runs in your browser."
          token={captchaToken}
          onToken={onCaptchaToken}
          handleRef={captchaRef}
          error={errors.captchaToken?.message}
        />
        <FormSubmit
          formError={failure}
          pending={send.isPending}
          label="Send message"
          pendingLabel="Sending…"
          testId="platform-contact-submit"
        />
      </form>
    </section>
  );
}
