import { describe, expect, it } from 'vitest';
import { describeChange } from './kpi-change';

const dollars = (n: number) => `$${n.toFixed(2)}`;

describe('KPI change', () => {
  it('says up and down in words as well as arrows', () => {
    expect(
      describeChange(
        { value: 235, previous: 100, changePercent: 135 },
        dollars,
        'the previous 7 days',
      ),
    ).toEqual({
      direction: 'up',
      text: '▲ 135%',
      label: 'Up 135% from $100.00 the previous 7 days',
    });
    expect(
      describeChange({ value: 47, previous: 50, changePercent: -6 }, String, 'yesterday'),
    ).toEqual({
      direction: 'down',
      text: '▼ 6%',
      label: 'Down 6% from 50 yesterday',
    });
  });

  it('keeps one decimal and says when nothing changed', () => {
    expect(describeChange({ value: 11, previous: 3, changePercent: 266.7 }, String, 'x').text).toBe(
      '▲ 266.7%',
    );
    expect(
      describeChange({ value: 3, previous: 3, changePercent: 0 }, String, 'yesterday'),
    ).toEqual({
      direction: 'flat',
      text: '0%',
      label: 'No change from 3 yesterday',
    });
  });

  it('has nothing to compare with when the previous period had none', () => {
    expect(
      describeChange({ value: 2, previous: 0, changePercent: null }, String, 'yesterday'),
    ).toEqual({
      direction: 'none',
      text: '—',
      label: 'Nothing to compare with: 0 yesterday',
    });
  });
});
