// The soak: mixed owner and customer traffic against one server for a minute (10 minutes would be
// too long for CI), counting every answer that is not a success, with the memory before and after.
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';

export interface SoakOwner {
  email: string;
  password: string;
  slug: string;
}

export interface SoakResult {
  seconds: number;
  requests: number;
  customerRequests: number;
  ownerRequests: number;
  errors: string[];
  memoryBefore: NodeJS.MemoryUsage;
  memoryAfter: NodeJS.MemoryUsage;
}

const ANON = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` };

// One transparent PNG pixel: a real image the menu-images bucket accepts.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function memory(): NodeJS.MemoryUsage {
  // With --expose-gc the figure is what is really kept, not what is waiting for collection.
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

/** What every loop of one soak shares. */
interface Soak {
  url: string;
  /** When every loop stops (Date.now()). */
  end: number;
  /** Every answer that is not a success, the first 20 with their status and body. */
  errors: string[];
  /** Counts a request and waits for it: its body, or undefined after recording why it failed. */
  expectOk: (
    label: string,
    response: Promise<Response>,
    count: () => void,
  ) => Promise<ArrayBuffer | undefined>;
}

/** A customer: the menu page, public_menu and a photo, over and over, one menu after the other. */
async function customer(soak: Soak, slugs: string[], worker: number, countCustomer: () => void) {
  const { url, end, expectOk } = soak;
  for (let n = worker; Date.now() < end; n += 1) {
    const slug = slugs[n % slugs.length]!;
    await expectOk(`menu page ${slug}`, fetch(`${url}/${slug}/menu`), countCustomer);
    const body = await expectOk(
      `public_menu ${slug}`,
      fetch(`${url}/rest/v1/rpc/public_menu`, {
        method: 'POST',
        headers: { ...ANON, 'content-type': 'application/json' },
        body: JSON.stringify({ slug }),
      }),
      countCustomer,
    );
    const menu = body
      ? (JSON.parse(Buffer.from(body).toString('utf8')) as {
          items?: { image_url: string | null }[];
        })
      : undefined;
    const image = menu?.items?.find((item) => item.image_url)?.image_url;
    if (image) {
      // Stored URLs name the address the seed saw; ask this server for the same path.
      await expectOk('menu photo', fetch(url + new URL(image).pathname), countCustomer);
    }
  }
}

/** An owner: signs in, then loops over a page of the item list and one item's life. */
async function owner(soak: Soak, account: SoakOwner, countOwner: () => void) {
  const { url, end, expectOk, errors } = soak;
  const signIn = await expectOk(
    `sign-in ${account.email}`,
    fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }),
    countOwner,
  );
  if (!signIn) return;
  const session = JSON.parse(Buffer.from(signIn).toString('utf8')) as {
    access_token: string;
    user: { id: string };
  };
  const auth = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${session.access_token}` };
  const business = await expectOk(
    'own business',
    fetch(`${url}/rest/v1/businesses?slug=eq.${account.slug}&select=id`, { headers: auth }),
    countOwner,
  );
  const businessId = business
    ? (JSON.parse(Buffer.from(business).toString('utf8')) as { id: string }[])[0]?.id
    : undefined;
  if (!businessId) return;
  let pages = 1;
  for (let n = 0; Date.now() < end; n += 1) {
    // The menu management screen: pages of 24 through the owner's items, as it pages them.
    const list = `${url}/rest/v1/menu_items?select=*,categories(name)&business_id=eq.${businessId}&order=price.desc&limit=24&offset=${(n % pages) * 24}`;
    countOwner();
    try {
      const answer = await fetch(list, { headers: { ...auth, prefer: 'count=exact' } });
      await answer.arrayBuffer();
      if (!answer.ok) errors.push(`owner item list: ${answer.status}`);
      const total = Number(answer.headers.get('content-range')?.split('/')[1]);
      if (total > 0) pages = Math.ceil(total / 24);
    } catch (error) {
      errors.push(`owner item list: ${(error as Error).message}`);
    }
    await itemLife(soak, session.user.id, n, businessId, auth, countOwner);
  }
}

/** One item's life: a photo upload, the item's insert, a price update, its delete, the photo's removal. */
async function itemLife(
  soak: Soak,
  userId: string,
  n: number,
  businessId: string,
  auth: Record<string, string>,
  countOwner: () => void,
) {
  const { url, expectOk } = soak;
  const json = { ...auth, 'content-type': 'application/json', prefer: 'return=representation' };
  const photoName = `${userId}/soak-${n}.png`;
  await expectOk(
    'photo upload',
    fetch(`${url}/storage/v1/object/menu-images/${photoName}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'image/png', 'x-upsert': 'true' },
      body: PIXEL,
    }),
    countOwner,
  );
  const created = await expectOk(
    'item insert',
    fetch(`${url}/rest/v1/menu_items`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        business_id: businessId,
        name: `Soak item ${n}`,
        price: 1.5,
        image_path: photoName,
        image_url: `${url}/storage/v1/object/public/menu-images/${photoName}`,
      }),
    }),
    countOwner,
  );
  const itemId = created
    ? (JSON.parse(Buffer.from(created).toString('utf8')) as { id: string }[])[0]?.id
    : undefined;
  if (!itemId) return;
  await expectOk(
    'item price update',
    fetch(`${url}/rest/v1/menu_items?id=eq.${itemId}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ price: 2.25 }),
    }),
    countOwner,
  );
  await expectOk(
    'item delete',
    fetch(`${url}/rest/v1/menu_items?id=eq.${itemId}`, { method: 'DELETE', headers: auth }),
    countOwner,
  );
  await expectOk(
    'photo remove',
    fetch(`${url}/storage/v1/object/menu-images`, {
      method: 'DELETE',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: [photoName] }),
    }),
    countOwner,
  );
}

export async function runSoak(
  url: string,
  owners: SoakOwner[],
  seconds: number,
  customerWorkers = 6,
): Promise<SoakResult> {
  const errors: string[] = [];
  let customerRequests = 0;
  let ownerRequests = 0;

  async function expectOk(label: string, response: Promise<Response>, count: () => void) {
    count();
    try {
      const answer = await response;
      const body = await answer.arrayBuffer();
      if (!answer.ok && errors.length < 20) {
        errors.push(
          `${label}: ${answer.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`,
        );
      } else if (!answer.ok) errors.push(label);
      return answer.ok ? body : undefined;
    } catch (error) {
      errors.push(`${label}: ${(error as Error).message}`);
      return undefined;
    }
  }

  const memoryBefore = memory();
  const end = Date.now() + seconds * 1000;
  const slugs = owners.map((owner) => owner.slug);
  const soak: Soak = { url, end, errors, expectOk };

  const started = Date.now();
  await Promise.all([
    ...Array.from({ length: customerWorkers }, (_, worker) =>
      customer(soak, slugs, worker, () => (customerRequests += 1)),
    ),
    ...owners.map((account) => owner(soak, account, () => (ownerRequests += 1))),
  ]);
  return {
    seconds: (Date.now() - started) / 1000,
    requests: customerRequests + ownerRequests,
    customerRequests,
    ownerRequests,
    errors,
    memoryBefore,
    memoryAfter: memory(),
  };
}
