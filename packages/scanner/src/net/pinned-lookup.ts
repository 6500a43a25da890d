import { isIP, type LookupFunction } from 'node:net';

/**
 * A `lookup` for node:http/https that answers with addresses checked beforehand instead of
 * asking DNS again. Checking a name and then letting the socket resolve it a second time is the
 * DNS-rebinding gap (a short TTL answers "public" to the check and "127.0.0.1" to the connect);
 * pinning makes the address that was checked the address that is connected to, while the
 * request keeps the host name for the Host header and TLS (SNI and certificate checks).
 */
export function pinnedLookup(addresses: readonly string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted =
      options.family === 4 || options.family === 'IPv4'
        ? 4
        : options.family === 6 || options.family === 'IPv6'
          ? 6
          : 0;
    const records = addresses
      .map((address) => ({ address, family: isIP(address) }))
      .filter((record) => record.family !== 0 && (wanted === 0 || record.family === wanted));
    const first = records[0];
    if (first === undefined) {
      const error: NodeJS.ErrnoException = new Error('No checked address for the requested family');
      error.code = 'ENOTFOUND';
      callback(error, '');
      return;
    }
    // Node 20 asks for every address (`all: true`) to race IPv4 and IPv6 (autoSelectFamily).
    if (options.all) callback(null, records);
    else callback(null, first.address, first.family);
  };
}
