/**
 * The payment icons block: a small card-shaped mark per payment method the merchant shows
 * (shared `paymentMarks`), each named for screen readers. Drawn here as simple SVG badges in
 * the brands' colours with their names as text (no brand artwork is bundled).
 */
import type { ReactNode } from 'react';
import { paymentMarks, type Block, type PaymentMark } from '../../../shared';

const W = 38;
const H = 24;

/** A mark's face: its background, border and what is drawn on it. */
const faces: Record<PaymentMark, { fill: string; ink: string; draw: ReactNode }> = {
  visa: { fill: '#fff', ink: '#1a1f71', draw: word('VISA', 10, 800, 'italic') },
  mastercard: {
    fill: '#fff',
    ink: '#000',
    draw: (
      <>
        <circle cx={15.5} cy={12} r={6.5} fill="#eb001b" />
        <circle cx={22.5} cy={12} r={6.5} fill="#f79e1b" fillOpacity={0.9} />
      </>
    ),
  },
  amex: { fill: '#2e77bc', ink: '#fff', draw: word('AMEX', 9, 800) },
  paypal: { fill: '#fff', ink: '#003087', draw: word('PayPal', 8.5, 700, 'italic') },
  applePay: { fill: '#000', ink: '#fff', draw: word('Pay', 10, 600) },
  googlePay: { fill: '#fff', ink: '#3c4043', draw: word('G Pay', 9, 600) },
  bankTransfer: {
    fill: '#fff',
    ink: '#334155',
    draw: (
      <path
        d="M12 10l7-4 7 4M13 11v6M17 11v6M21 11v6M25 11v6M12 18h14"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.4}
        strokeLinecap="round"
      />
    ),
  },
  cashOnDelivery: {
    fill: '#fff',
    ink: '#166534',
    draw: (
      <>
        <rect
          x={10}
          y={7.5}
          width={18}
          height={9}
          rx={1.5}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.4}
        />
        <circle cx={19} cy={12} r={2.2} fill="none" stroke="currentColor" strokeWidth={1.4} />
      </>
    ),
  },
};

function word(text: string, size: number, weight: number, style?: 'italic') {
  return (
    <text
      x={W / 2}
      y={H / 2}
      dominantBaseline="central"
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize={size}
      fontWeight={weight}
      fontStyle={style}
      fill="currentColor"
    >
      {text}
    </text>
  );
}

export function PaymentMarks({ block }: { block: Block }) {
  const shown = paymentMarks.filter(([key]) => block.props[key] === true);
  if (shown.length === 0) return null;
  return (
    <ul
      className="sf-payment-marks"
      aria-label="Payment methods"
      data-block-id={block.id}
      data-block-type={block.type}
    >
      {shown.map(([key, label]) => {
        const face = faces[key];
        return (
          <li key={key}>
            <svg
              viewBox={`0 0 ${W} ${H}`}
              width={W}
              height={H}
              role="img"
              aria-label={label}
              style={{ color: face.ink }}
              data-payment-mark={key}
            >
              <title>{label}</title>
              <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={3} fill={face.fill} />
              <rect
                x={0.5}
                y={0.5}
                width={W - 1}
                height={H - 1}
                rx={3}
                fill="none"
                stroke="rgba(0,0,0,0.15)"
              />
              {face.draw}
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
