/**
 * The two answers to a proof of payment under review (an order's proof, a platform
 * payment): Reject, then Approve, both off while a decision is sent. `name`, when given,
 * completes each button's name for screen readers ("Reject INV-0042").
 */
export interface ReviewButtonsProps {
  busy: boolean;
  onReject: () => void;
  onApprove: () => void;
  /** Defaults to `Approve`. */
  approveLabel?: string;
  /** What is reviewed, read after each verb by screen readers only. */
  name?: string;
  /** The buttons' test ids are `<testIdPrefix>-reject` and `<testIdPrefix>-approve`. */
  testIdPrefix: string;
}

export function ReviewButtons({
  busy,
  onReject,
  onApprove,
  approveLabel = 'Approve',
  name,
  testIdPrefix,
}: ReviewButtonsProps) {
  const answers = [
    { label: 'Reject', tone: 'secondary', onClick: onReject, id: 'reject' },
    { label: approveLabel, tone: 'primary', onClick: onApprove, id: 'approve' },
  ];
  return (
    <>
      {answers.map((answer) => (
        <button
          key={answer.id}
          type="button"
          className={`button button-${answer.tone}`}
          onClick={answer.onClick}
          disabled={busy}
          data-testid={`${testIdPrefix}-${answer.id}`}
        >
          {answer.label}
          {name ? <span className="visually-hidden"> {name}</span> : null}
        </button>
      ))}
    </>
  );
}
