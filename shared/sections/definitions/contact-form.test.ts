import { describe, expect, it } from 'vitest';
import { contactFormSection } from './contact-form';

const parse = (props: Record<string, unknown>) =>
  contactFormSection.schema.safeParse(props).success;

describe('contact form section', () => {
  it('parses {} to the documented defaults, with the spec 8 success texts', () => {
    expect(contactFormSection.schema.parse({})).toEqual({
      title: 'Get in Touch',
      subtitle: "Have a question or feedback? Send us a message and we'll reply soon.",
      nameLabel: 'Name',
      emailLabel: 'Email',
      subjectLabel: 'Subject',
      messageLabel: 'Message',
      buttonText: 'Send Message',
      successTitle: 'Message Sent Successfully!',
      successBody: "We'll get back to you within 24 hours",
      titleColor: '#111827',
      textColor: '#374151',
      backgroundColor: '#f9fafb',
      formBackground: '#ffffff',
      inputBorderColor: '#d1d5db',
      buttonBackground: '#111827',
      buttonTextColor: '#ffffff',
      borderRadius: 12,
      maxWidth: { value: 640, unit: 'px' },
      padding: { top: 64, right: 16, bottom: 64, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('is in the Forms group with a setting for every prop', () => {
    expect(contactFormSection.group).toBe('Forms');
    const keys = Object.keys(contactFormSection.schema.shape).sort();
    expect(contactFormSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('limits the success title to 200 characters and the button text to 60', () => {
    expect(parse({ successTitle: 'a'.repeat(200), buttonText: 'b'.repeat(60) })).toBe(true);
    expect(parse({ successTitle: 'a'.repeat(201) })).toBe(false);
    expect(parse({ buttonText: 'b'.repeat(61) })).toBe(false);
  });

  it('bounds the corner radius to 0-48', () => {
    expect(parse({ borderRadius: 0 })).toBe(true);
    expect(parse({ borderRadius: 48 })).toBe(true);
    expect(parse({ borderRadius: -1 })).toBe(false);
    expect(parse({ borderRadius: 49 })).toBe(false);
  });

  it('rejects an invalid button colour', () => {
    expect(parse({ buttonBackground: '#2563eb' })).toBe(true);
    expect(parse({ buttonBackground: 'url(x)' })).toBe(false);
  });
});
