// The public menu page the way the original specification (docs/guide/product.md) builds it: the business by slug, then its
// categories and its items as separate table queries through supabase-js.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { supabase } from './supabase.ts';

interface Business {
  id: string;
  name: string;
  description: string | null;
  whatsapp: string;
  banner_url: string | null;
  headline: string | null;
}
interface Category {
  id: string;
  name: string;
}
interface Item {
  id: string;
  name: string;
  description: string | null;
  price: number;
  image_url: string | null;
  category_id: string | null;
}
interface Line {
  item: Item;
  qty: number;
}

export function PublicMenu() {
  const { slug = '' } = useParams();
  const [business, setBusiness] = useState<Business | null>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const [items, setItems] = useState<Item[]>([]);
  const [active, setActive] = useState('all');
  const [cart, setCart] = useState<Line[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void (async () => {
      // Anon may not read email/owner_id (column privileges), so the public columns are named.
      const { data, error } = await supabase
        .from('businesses')
        .select('id, name, category, description, whatsapp, slug, banner_url, headline')
        .eq('slug', slug)
        .single();
      if (error || !data) {
        console.error(error);
        return;
      }
      setBusiness(data as Business);
      // The two lists in parallel: the kindest reading of the original for this comparison.
      const [cats, menu] = await Promise.all([
        supabase
          .from('categories')
          .select('*')
          .eq('business_id', data.id)
          .order('sort_order')
          .order('name'),
        supabase.from('menu_items').select('*').eq('business_id', data.id),
      ]);
      if (cats.error) toast.error('Failed to load categories');
      setCategories((cats.data ?? []) as Category[]);
      setItems((menu.data ?? []) as Item[]);
    })();
  }, [slug]);

  if (!business) return <p className="ref-loading">Loading Business...</p>;

  const shown = active === 'all' ? items : items.filter((i) => i.category_id === active);
  const count = cart.reduce((n, l) => n + l.qty, 0);
  const total = cart.reduce((n, l) => n + l.qty * Number(l.item.price), 0);
  const add = (item: Item) => {
    setCart((lines) =>
      lines.some((l) => l.item.id === item.id)
        ? lines.map((l) => (l.item.id === item.id ? { ...l, qty: l.qty + 1 } : l))
        : [...lines, { item, qty: 1 }],
    );
    toast.success(`${item.name} added to cart`);
  };
  const remove = (id: string) =>
    setCart((lines) =>
      lines.flatMap((l) => (l.item.id !== id ? [l] : l.qty > 1 ? [{ ...l, qty: l.qty - 1 }] : [])),
    );
  const message = [
    `Hello ${business.name}, I would like to order:`,
    ...cart.map(
      (l) => `${l.qty} x ${l.item.name} - ${(l.qty * Number(l.item.price)).toFixed(3)} OMR`,
    ),
    `Total: ${total.toFixed(3)} OMR`,
  ].join('\n');

  return (
    <main className="ref-page">
      {business.banner_url && (
        <header className="ref-banner" style={{ backgroundImage: `url(${business.banner_url})` }}>
          <h1>{business.name}</h1>
          <p>{business.description}</p>
          {business.headline && <p>{business.headline}</p>}
        </header>
      )}
      <nav className="ref-chips">
        <button onClick={() => setActive('all')}>All</button>
        {categories.map((c) => (
          <button key={c.id} onClick={() => setActive(c.id)}>
            {c.name}
          </button>
        ))}
      </nav>
      <ul className="ref-grid">
        {shown.map((item) => (
          <li key={item.id} className="ref-item" data-item-id={item.id}>
            {item.image_url && <img src={item.image_url} alt={item.name} />}
            <h3>{item.name}</h3>
            <p>{Number(item.price).toFixed(3)} OMR</p>
            <button onClick={() => add(item)}>Add to cart</button>
          </li>
        ))}
      </ul>
      {count > 0 && (
        <button className="ref-cart-button" onClick={() => setOpen(true)}>
          {count} items · {total.toFixed(3)} OMR
        </button>
      )}
      {open && (
        <aside className="ref-cart">
          <h2>Your Cart</h2>
          {cart.map((l) => (
            <p key={l.item.id}>
              {l.qty} x {l.item.name}{' '}
              <button aria-label="Remove one" onClick={() => remove(l.item.id)}>
                −
              </button>
            </p>
          ))}
          <p>Total: {total.toFixed(3)} OMR</p>
          <a href={`https://wa.me/${business.whatsapp}?text=${encodeURIComponent(message)}`}>
            Checkout on WhatsApp
          </a>
          <button onClick={() => setOpen(false)}>Close</button>
        </aside>
      )}
    </main>
  );
}
