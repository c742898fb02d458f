/** The body fields forward and return orders share, and the record a new order starts as. */
import { z } from "zod";
import type { SimulatorContext } from "./context";
import { ApiError } from "./http";
import type { Item, Place } from "./state";
import { id, numeric, pincode, text } from "./validation";

/** The simulated account's one custom channel; orders may name it or leave `channel_id` out. */
export const CHANNEL_ID = 3_422_553;

const phone = () => text().refine((value) => /^\d{10}$/.test(value), "The :attribute must be 10 digits.");
const size = () => numeric().pipe(z.number().gt(0.5));

export const itemSchema = z.object({
  name: text(),
  sku: text(),
  units: numeric().pipe(z.number().int().positive()),
  selling_price: numeric().pipe(z.number().min(0)),
  discount: numeric().optional(),
  tax: numeric().optional(),
  hsn: text().optional(),
});

/** Fields both order kinds share: ids, items, payment, the box. */
export const orderCore = {
  order_id: text(50),
  order_date: text(),
  channel_id: id().optional(),
  order_items: z.array(itemSchema).min(1),
  sub_total: numeric().pipe(z.number().min(0)),
  length: size(),
  breadth: size(),
  height: size(),
  weight: numeric().pipe(z.number().gt(0)),
};

const ADDRESS_FIELDS = {
  customer_name: text,
  last_name: () => z.string(),
  address: text,
  address_2: () => z.string(),
  city: () => text(30),
  pincode,
  state: text,
  country: text,
  email: () => text().pipe(z.email()),
  phone,
};
/** Optional even where the rest of the address is required. */
const ALWAYS_OPTIONAL = new Set(["last_name", "address_2", "email"]);

type AddressShape<Prefix extends string> = {
  [Field in keyof typeof ADDRESS_FIELDS as `${Prefix}_${Field}`]: z.ZodType<string | undefined>;
};

/** The `<prefix>_*` fields of a person or place (billing, shipping, pickup). */
export function addressFields<Prefix extends string>(prefix: Prefix, required: boolean) {
  const shape = Object.entries(ADDRESS_FIELDS).map(([field, schema]) => {
    const optional = !required || ALWAYS_OPTIONAL.has(field);
    return [`${prefix}_${field}`, optional ? schema().optional() : schema()];
  });
  return Object.fromEntries(shape) as AddressShape<Prefix>;
}

/** A person or place from the `<prefix>_*` fields of a validated body. */
export function placeFrom(body: Record<string, unknown>, prefix: string): Place {
  const field = (name: string) => body[`${prefix}_${name}`] as string | undefined;
  const last = field("last_name")?.trim();
  return {
    name: [field("customer_name"), last].filter(Boolean).join(" "),
    address: field("address") ?? "",
    address2: field("address_2") || undefined,
    city: field("city") ?? "",
    state: field("state") ?? "",
    country: field("country") ?? "India",
    pincode: field("pincode") ?? "",
    phone: field("phone") ?? "",
    email: field("email"),
  };
}

export const itemsFrom = (items: z.output<typeof itemSchema>[]): Item[] =>
  items.map((item) => ({
    name: item.name,
    sku: item.sku,
    units: item.units,
    sellingPrice: item.selling_price,
    discount: item.discount ?? 0,
    tax: item.tax ?? 0,
    hsn: item.hsn,
  }));

/** The record both order kinds start as: new, no AWB, no scans. */
export function newShipment(ctx: SimulatorContext, order: z.output<z.ZodObject<typeof orderCore>>) {
  if (order.channel_id !== undefined && order.channel_id !== CHANNEL_ID) {
    throw new ApiError(400, "Given channel id does not exist");
  }
  return {
    ...ctx.state.nextIds(),
    channelOrderId: order.order_id,
    channelId: CHANNEL_ID,
    createdAt: ctx.config.now(),
    orderDate: order.order_date,
    subTotal: order.sub_total,
    items: itemsFrom(order.order_items),
    weight: order.weight,
    dimensions: { length: order.length, breadth: order.breadth, height: order.height },
    stage: "new" as const,
    awb: null,
    courierId: null,
    awbAssignedAt: null,
    reassignedAt: null,
    charged: 0,
    pickupScheduledFor: null,
    manifested: false,
    edd: null,
    scans: [],
    pickedUpAt: null,
    deliveredAt: null,
    ndrId: null,
    ndrAttempts: [],
    ndrActions: [],
  };
}
