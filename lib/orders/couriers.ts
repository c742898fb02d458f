/**
 * The Indian couriers an operator picks from when an order ships, with where a customer tracks a
 * parcel (issue #16 item 9). Pure, for the admin form and the customer's order page. A courier
 * typed in as "Other" has no link; where a courier's page takes no number, it opens the page and
 * the customer enters the tracking number shown next to the link.
 */
interface Courier {
  name: string;
  trackingUrl: (trackingNumber: string) => string;
}

const withNumber = (prefix: string) => (trackingNumber: string) => `${prefix}${encodeURIComponent(trackingNumber)}`;
const page = (url: string) => () => url;

export const COURIERS: readonly Courier[] = [
  {
    name: "India Post (Speed Post)",
    trackingUrl: page("https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx"),
  },
  { name: "Delhivery", trackingUrl: withNumber("https://www.delhivery.com/track/package/") },
  {
    name: "Blue Dart",
    trackingUrl: withNumber("https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo="),
  },
  { name: "DTDC", trackingUrl: page("https://www.dtdc.in/tracking.asp") },
  { name: "Ekart", trackingUrl: withNumber("https://ekartlogistics.com/shipmenttrack/") },
  { name: "Xpressbees", trackingUrl: withNumber("https://www.xpressbees.com/shipment/tracking?awbNo=") },
];

export const COURIER_NAMES = COURIERS.map((courier) => courier.name);

/** Where the customer tracks this shipment, or null for a courier the store does not know. */
export function trackingLink(courier: string | null, trackingNumber: string | null): string | null {
  if (!courier || !trackingNumber) return null;
  const known = COURIERS.find((entry) => entry.name.toLowerCase() === courier.trim().toLowerCase());
  return known ? known.trackingUrl(trackingNumber.trim()) : null;
}
