/**
 * A DNS server on loopback for tests (UDP, the `dns2` package): it answers TXT, CNAME and A
 * queries from the records it holds, which a test replaces at any time with `set`. Point the
 * app at it with `DNS_SERVERS=127.0.0.1:<port>`.
 *
 * Answers like an authoritative server: a name with no records at all is NXDOMAIN; a name with
 * records of another type only is an empty NOERROR; an A query for a name holding a CNAME gets
 * the CNAME (and the target's A records when the server holds them), as resolvers expect.
 * `fail(true)` makes every answer SERVFAIL (a DNS outage).
 */
import dns2 from 'dns2';

export interface DnsRecord {
  /** Full name, e.g. `_storebuilder-verify.shop.example.test` (case-insensitive). */
  name: string;
  type: 'TXT' | 'CNAME' | 'A';
  /** TXT text, CNAME target or IPv4 address. */
  value: string;
}

export interface LoopbackDnsServer {
  port: number;
  /** `127.0.0.1:<port>`, the DNS_SERVERS value. */
  address: string;
  /** Replaces every record. */
  set(records: DnsRecord[]): void;
  /** Adds records to those held. */
  add(...records: DnsRecord[]): void;
  /** true: every query answers SERVFAIL until fail(false). */
  fail(on: boolean): void;
  /** Queries received so far (name and type), oldest first. */
  queries: { name: string; type: string }[];
  close(): Promise<void>;
}

const { Packet } = dns2;
const TTL = 1;
const typeName: Record<number, string> = {
  [Packet.TYPE.A]: 'A',
  [Packet.TYPE.CNAME]: 'CNAME',
  [Packet.TYPE.TXT]: 'TXT',
};

const norm = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Starts a server on 127.0.0.1 (a free port unless `port` is given). */
export async function startDnsServer(
  options: { records?: DnsRecord[]; port?: number } = {},
): Promise<LoopbackDnsServer> {
  let records: DnsRecord[] = [...(options.records ?? [])];
  let failing = false;
  const queries: { name: string; type: string }[] = [];

  const answersFor = (name: string, type: string) => {
    const held = records.filter((r) => norm(r.name) === name);
    // dns2's Resource type also lists its encoder; plain records are what `answers` takes.
    const out: Omit<dns2.Packet.Resource, 'toBuffer'>[] = [];
    const push = (r: DnsRecord) => {
      const base = { name: r.name.replace(/\.$/, ''), class: Packet.CLASS.IN, ttl: TTL };
      if (r.type === 'A') out.push({ ...base, type: Packet.TYPE.A, address: r.value });
      if (r.type === 'CNAME') out.push({ ...base, type: Packet.TYPE.CNAME, domain: r.value });
      if (r.type === 'TXT') out.push({ ...base, type: Packet.TYPE.TXT, data: r.value });
    };
    const cname = held.find((r) => r.type === 'CNAME');
    if (cname && type !== 'CNAME') {
      // A resolver follows the alias: the CNAME, then what its target holds of that type.
      push(cname);
      for (const r of records) if (norm(r.name) === norm(cname.value) && r.type === type) push(r);
    } else {
      for (const r of held) if (r.type === type) push(r);
    }
    return { exists: held.length > 0, answers: out };
  };

  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return void send(response);
      const name = norm(question.name);
      const type = typeName[question.type] ?? String(question.type);
      queries.push({ name, type });
      response.header.aa = 1;
      if (failing) {
        response.header.rcode = 2; // SERVFAIL
        return void send(response);
      }
      const { exists, answers } = answersFor(name, type);
      if (!exists) response.header.rcode = 3; // NXDOMAIN
      response.answers.push(...(answers as dns2.Packet.Resource[]));
      void send(response);
    },
  });
  server.on('requestError', () => {});
  const addresses = await server.listen({ udp: { port: options.port ?? 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the loopback DNS server did not listen');
  return {
    port,
    address: `127.0.0.1:${port}`,
    queries,
    set: (next) => {
      records = [...next];
    },
    add: (...more) => {
      records.push(...more);
    },
    fail: (on) => {
      failing = on;
    },
    close: () => server.close(),
  };
}
