/**
 * The contact form section (spec 2.3, 5, 8): name, email, subject and message fields, a
 * captcha, and editable success texts. Validation messages are fixed by spec 5.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, intBetween, spacing, text, unitNumber } from '../fields';

export const contactFormSection = defineSection({
  type: 'contactForm',
  label: 'Contact Form',
  icon: 'mail',
  group: 'Forms',
  hidden: false,
  contentType: 'normal',
  description: 'A form shoppers use to send the store a message.',
  schema: z.object({
    title: text('Get in Touch', 200),
    subtitle: text("Have a question or feedback? Send us a message and we'll reply soon.", 500),
    nameLabel: text('Name', 60),
    emailLabel: text('Email', 60),
    subjectLabel: text('Subject', 60),
    messageLabel: text('Message', 60),
    buttonText: text('Send Message', 60),
    successTitle: text('Message Sent Successfully!', 200),
    successBody: text("We'll get back to you within 24 hours", 500),
    titleColor: color('#111827'),
    textColor: color('#374151'),
    backgroundColor: color('#f9fafb'),
    formBackground: color('#ffffff'),
    inputBorderColor: color('#d1d5db'),
    buttonBackground: color('#111827'),
    buttonTextColor: color('#ffffff'),
    borderRadius: intBetween(0, 48, 12),
    maxWidth: unitNumber(640, 'px'),
    padding: spacing(64, 16),
    margin: spacing(0),
  }),
  settings: [
    { key: 'title', label: 'Title', kind: 'text', group: 'Content' },
    { key: 'subtitle', label: 'Subtitle', kind: 'textarea', group: 'Content' },
    { key: 'nameLabel', label: 'Name label', kind: 'text', group: 'Fields' },
    { key: 'emailLabel', label: 'Email label', kind: 'text', group: 'Fields' },
    { key: 'subjectLabel', label: 'Subject label', kind: 'text', group: 'Fields' },
    { key: 'messageLabel', label: 'Message label', kind: 'text', group: 'Fields' },
    { key: 'buttonText', label: 'Button text', kind: 'text', group: 'Button' },
    { key: 'successTitle', label: 'Success title', kind: 'text', group: 'Messages' },
    { key: 'successBody', label: 'Success message', kind: 'textarea', group: 'Messages' },
    { key: 'titleColor', label: 'Title colour', kind: 'color', group: 'Style' },
    { key: 'textColor', label: 'Text colour', kind: 'color', group: 'Style' },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Style' },
    { key: 'formBackground', label: 'Form background', kind: 'color', group: 'Style' },
    { key: 'inputBorderColor', label: 'Field border colour', kind: 'color', group: 'Style' },
    { key: 'buttonBackground', label: 'Button background', kind: 'color', group: 'Button' },
    { key: 'buttonTextColor', label: 'Button text colour', kind: 'color', group: 'Button' },
    {
      key: 'borderRadius',
      label: 'Form corner radius (px)',
      kind: 'number',
      group: 'Layout',
    },
    {
      key: 'maxWidth',
      label: 'Max width',
      kind: 'unitNumber',
      group: 'Layout',
      units: ['px', '%', 'rem'],
    },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
  ],
});
