/**
 * The pixel events the storefront sends, with their parameters and how each eventID is made:
 * read from shared/pixel-events.ts, the definition the storefront's pixel code is typed by,
 * so this list and what the store sends cannot drift apart.
 */
import { PIXEL_EVENT_NAMES, PIXEL_EVENTS } from '../../../shared';
import { TableHead, TableScroll } from '../../kit';

export function PixelEventsTable() {
  return (
    <TableScroll label="Events the store sends">
      <table className="kit-table pixel-events-table" data-testid="pixel-events-table">
        <caption className="visually-hidden">Events the store sends</caption>
        <TableHead labels={['Event', 'When', 'Parameters']} actions={null} />
        <tbody>
          {PIXEL_EVENT_NAMES.map((name) => {
            const event = PIXEL_EVENTS[name];
            const parameters = Object.entries(event.parameters as Record<string, string>);
            return (
              <tr key={name} data-testid={`pixel-event-${name}`}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  {event.when}
                  <p className="pixel-event-id-rule">
                    <span className="visually-hidden">Event id: </span>
                    <span aria-hidden="true">eventID: </span>
                    {event.eventId}
                  </p>
                </td>
                <td>
                  {parameters.length ? (
                    <ul className="pixel-event-params">
                      {parameters.map(([param, description]) => (
                        <li key={param}>
                          <code>{param}</code> — {description}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="muted">None</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
