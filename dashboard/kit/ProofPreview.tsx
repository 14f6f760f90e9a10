/**
 * A proof of payment's file where it is reviewed (an order's payment, the platform's payment
 * requests): an image inline, linked to its full size; a PDF as a link to open it in its own
 * tab (proof files are served with a `sandbox` CSP, and browsers do not show PDFs in a
 * sandboxed frame; the dashboard's CSP also forbids `<object>`).
 */
import './kit.css';

export interface ProofPreviewProps {
  /** The file's URL (a session-checked API route). */
  fileUrl: string;
  contentType: string;
  fileName: string;
  /** The file's size as words ("1.2 MB"), shown on the PDF link. */
  sizeText: string;
  /** The image's alternative text: "Proof of payment sent Jul 1, 2026". */
  alt: string;
}

export function ProofPreview({ fileUrl, contentType, fileName, sizeText, alt }: ProofPreviewProps) {
  if (contentType.startsWith('image/')) {
    return (
      <a href={fileUrl} target="_blank" rel="noopener noreferrer" className="kit-proof-preview">
        <img src={fileUrl} alt={alt} loading="lazy" decoding="async" data-testid="proof-image" />
        <span className="visually-hidden"> (opens full size in a new tab)</span>
      </a>
    );
  }
  return (
    <a
      href={fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="button button-secondary button-small"
      data-testid="proof-pdf"
    >
      Open {fileName || 'the PDF'} ({sizeText})
      <span className="visually-hidden"> in a new tab</span>
    </a>
  );
}
