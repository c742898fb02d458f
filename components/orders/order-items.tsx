import { Link } from "@/lib/i18n/navigation";
import { ProductThumb } from "@/components/product/product-thumb";
import type { ShopperOrder } from "@/lib/client/orders";
import { formatRupees, rupeesToPaise } from "@/lib/money";

/** An order's lines: picture, name (linking to the product while it exists), quantity and prices. */
export function OrderItems({ items }: { items: ShopperOrder["items"] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item, index) => (
        <li key={`${item.productId}-${index}`} className="flex items-center gap-3 text-sm">
          <ProductThumb src={item.image || null} size={56} />
          <span className="min-w-0 flex-1">
            {item.productId ? (
              <Link href={`/shop/${item.productId}`} className="font-semibold hover:underline">
                {item.name}
              </Link>
            ) : (
              <span className="font-semibold">{item.name}</span>
            )}
            <span className="block text-slate-600">
              {item.quantity} × {formatRupees(rupeesToPaise(item.price))}
            </span>
          </span>
          <span>{formatRupees(rupeesToPaise(item.price) * item.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
