import { describe, expect, it } from 'vitest';
import { testimonial2Section } from './testimonial2';
import { testimonialSection } from './testimonial';

describe('testimonial2 section', () => {
  it('has the same props as testimonial, so one settings list fits both', () => {
    expect(Object.keys(testimonial2Section.schema.shape).sort()).toEqual(
      Object.keys(testimonialSection.schema.shape).sort(),
    );
  });
});
