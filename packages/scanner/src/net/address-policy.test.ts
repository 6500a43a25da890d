import { describe, expect, it } from 'vitest';
import { ScanError } from '../report/scan-error.js';
import { assertPublicHost, canonicalHost, type HostResolver, isForbiddenAddress } from './address-policy.js';

const noResolver: HostResolver = async (hostname) => {
  throw new Error(`resolver must not be asked for ${hostname}`);
};

async function failureCode(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ScanError) return error.code;
    throw error;
  }
  return 'resolved';
}

describe('isForbiddenAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, whole /8'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '0/8'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.5.4', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, upper end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'documentation TEST-NET-1'],
    ['203.0.113.7', 'documentation TEST-NET-3'],
    ['192.0.0.170', 'IETF protocol assignments'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
    ['::ffff:0:a00:1', 'SIIT-embedded 10.0.0.1'],
    ['::7f00:1', 'IPv4-compatible (deprecated)'],
    ['fc00::1', 'ULA'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with zone'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
    ['64:ff9b:1::1', 'local-use NAT64 prefix'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['4000::1', 'outside global unicast 2000::/3'],
    ['not-an-address', 'garbage fails closed'],
    ['', 'empty fails closed'],
  ])('refuses %s (%s)', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:93.184.216.34', // mapped public stays public
    '64:ff9b::5db8:d822', // NAT64 of 93.184.216.34
    '2002:5db8:d822::1', // 6to4 of 93.184.216.34
    '[2606:4700::1111]',
  ])('allows public %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(false);
  });
});

describe('URL host normalisation (WHATWG, relied upon by callers)', () => {
  it.each([
    ['http://127.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://LOCALHOST./', 'localhost.'],
  ])('new URL(%s).hostname is %s', (input, hostname) => {
    expect(new URL(input).hostname).toBe(hostname);
  });

  it('canonicalHost spells out the same shorthands for raw strings', () => {
    expect(canonicalHost('127.1')).toBe('127.0.0.1');
    expect(canonicalHost('2130706433')).toBe('127.0.0.1');
    expect(canonicalHost('0x7f000001')).toBe('127.0.0.1');
    expect(canonicalHost('[::ffff:127.0.0.1]')).toBe('::ffff:7f00:1');
    expect(canonicalHost('::1')).toBe('::1');
    expect(canonicalHost('Example.COM.')).toBe('example.com');
  });

  it.each(['example.com/x', 'user@127.0.0.1', 'example.com:80', 'a b', 'a\\b', 'evil.test#.example.com'])(
    'canonicalHost refuses %j, which is more than a host',
    (input) => {
      expect(() => canonicalHost(input)).toThrow(ScanError);
    },
  );
});

describe('assertPublicHost', () => {
  const guard = { allowPrivateAddresses: false, resolveHost: noResolver };

  it.each([
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0x7f000001',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[fc00::1]',
    '[fd00:ec2::254]',
    '[fe80::1]',
  ])('refuses the literal %s, as typed and as URL.hostname, without DNS', async (literal) => {
    expect(await failureCode(assertPublicHost(literal, guard))).toBe('private_address');
    const { hostname } = new URL(`http://${literal}/`);
    expect(await failureCode(assertPublicHost(hostname, guard))).toBe('private_address');
  });

  it.each(['localhost', 'foo.localhost', 'LOCALHOST.', 'a.b.localhost'])(
    'refuses %s by name, without DNS',
    async (name) => {
      expect(await failureCode(assertPublicHost(name, guard))).toBe('private_address');
    },
  );

  it('accepts public literals without DNS', async () => {
    await expect(assertPublicHost('93.184.216.34', guard)).resolves.toEqual(['93.184.216.34']);
    await expect(assertPublicHost('[2606:4700::1111]', guard)).resolves.toEqual(['2606:4700::1111']);
  });

  it('resolves names and returns every address when all are public', async () => {
    const resolveHost: HostResolver = async () => ['93.184.216.34', '2606:4700::1111'];
    await expect(
      assertPublicHost('public.test', { allowPrivateAddresses: false, resolveHost }),
    ).resolves.toEqual(['93.184.216.34', '2606:4700::1111']);
  });

  it('refuses a name when any one of its addresses is forbidden', async () => {
    const resolveHost: HostResolver = async () => ['93.184.216.34', '10.0.0.1'];
    expect(
      await failureCode(assertPublicHost('mixed.test', { allowPrivateAddresses: false, resolveHost })),
    ).toBe('private_address');
    const mapped: HostResolver = async () => ['::ffff:169.254.169.254'];
    expect(
      await failureCode(
        assertPublicHost('metadata.test', { allowPrivateAddresses: false, resolveHost: mapped }),
      ),
    ).toBe('private_address');
  });

  it('reports resolver failures and empty answers as dns', async () => {
    const notFound: HostResolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const tryAgain: HostResolver = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    };
    const empty: HostResolver = async () => [];
    for (const resolveHost of [notFound, tryAgain, empty]) {
      expect(
        await failureCode(assertPublicHost('nowhere.test', { allowPrivateAddresses: false, resolveHost })),
      ).toBe('dns');
    }
  });

  it('lets the injected policy decide', async () => {
    const resolveHost: HostResolver = async () => ['127.0.0.1'];
    const isForbidden = (ip: string) => ip !== '127.0.0.1';
    await expect(
      assertPublicHost('public.test', { allowPrivateAddresses: false, resolveHost, isForbidden }),
    ).resolves.toEqual(['127.0.0.1']);
  });

  it('with private addresses allowed, returns them (localhost through the real system resolver)', async () => {
    await expect(assertPublicHost('127.0.0.1', { allowPrivateAddresses: true })).resolves.toEqual([
      '127.0.0.1',
    ]);
    const addresses = await assertPublicHost('localhost', { allowPrivateAddresses: true });
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(['127.0.0.1', '::1']).toContain(address);
  });

  it('resolves localhost through the system resolver to forbidden addresses', async () => {
    // Not via the name rule: a plain lookup shows what the name really points to here.
    const addresses = await assertPublicHost('localhost', { allowPrivateAddresses: true });
    expect(addresses.every(isForbiddenAddress)).toBe(true);
  });
});
