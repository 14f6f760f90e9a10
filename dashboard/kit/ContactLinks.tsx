/**
 * A customer's email as a mailto link and phone (when given) as a tel link, one per line: the
 * order's customer card and the customer's page.
 */
export function ContactLinks({
  email,
  phone,
  className,
}: {
  email: string;
  phone: string;
  className: string;
}) {
  return (
    <ul className={className}>
      <li>
        <a href={`mailto:${email}`} data-testid="customer-email">
          {email}
        </a>
      </li>
      {phone ? (
        <li>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="customer-phone">
            {phone}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
