/**
 * The contact form section (spec 2.3, 5, 8): name, email, subject and message fields, a
 * captcha, and editable success texts. Validation messages are fixed by spec 5.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, intBetween, spacing, text, unitNumber, schemeColor } from '../fields';
import {
  backgroundColorRow,
  maxWidthRow,
  settingGroup,
  spacingSettings,
  textColorRow,
  titleColorRow,
  titleRows,
} from '../settings';

export const contactFormSection = defineSection({
  type: 'contactForm',
  defaultScheme: 'scheme-3',
  label: 'Contact Form',
  icon: 'mail',
  group: 'Forms',
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
    titleColor: schemeColor(),
    textColor: schemeColor(),
    backgroundColor: schemeColor(),
    formBackground: color('#ffffff'),
    inputBorderColor: schemeColor(),
    buttonBackground: schemeColor(),
    buttonTextColor: schemeColor(),
    borderRadius: intBetween(0, 48, 12),
    maxWidth: unitNumber(640, 'px'),
    padding: spacing(64, 16),
    margin: spacing(0),
  }),
  settings: [
    ...settingGroup('Content', [...titleRows]),
    ...settingGroup('Fields', [
      ['nameLabel', 'Name label', 'text'],
      ['emailLabel', 'Email label', 'text'],
      ['subjectLabel', 'Subject label', 'text'],
      ['messageLabel', 'Message label', 'text'],
    ]),
    ...settingGroup('Button', [['buttonText', 'Button text', 'text']]),
    ...settingGroup('Messages', [
      ['successTitle', 'Success title', 'text'],
      ['successBody', 'Success message', 'textarea'],
    ]),
    ...settingGroup('Style', [
      titleColorRow,
      textColorRow,
      backgroundColorRow,
      ['formBackground', 'Form background', 'color'],
      ['inputBorderColor', 'Field border colour', 'color'],
    ]),
    ...settingGroup('Button', [
      ['buttonBackground', 'Button background', 'color'],
      ['buttonTextColor', 'Button text colour', 'color'],
    ]),
    ...settingGroup('Layout', [
      ['borderRadius', 'Form corner radius (px)', 'number'],
      maxWidthRow(),
    ]),
    ...spacingSettings('padding', 'margin'),
  ],
});
