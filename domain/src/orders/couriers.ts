/**
 * The couriers a parcel can go with, each with a tracking page the owner can
 * change in the settings. `{awb}` in a template is replaced by the consignment number.
 */
export const TRACKING_AWB_PLACEHOLDER = '{awb}';

export const COURIERS = [
  { id: 'india-post', label: 'India Post' },
  { id: 'delhivery', label: 'Delhivery' },
  { id: 'blue-dart', label: 'Blue Dart' },
  { id: 'dtdc', label: 'DTDC' },
  { id: 'ekart', label: 'Ekart' },
  { id: 'xpressbees', label: 'Xpressbees' },
  { id: 'shiprocket', label: 'Shiprocket' },
  { id: 'other', label: 'Other' },
] as const;

export type CourierId = (typeof COURIERS)[number]['id'];
export const COURIER_IDS = COURIERS.map<CourierId>((courier) => courier.id);

export function courierLabel(id: CourierId): string {
  return COURIERS.find((courier) => courier.id === id)?.label ?? id;
}

/**
 * The couriers' public tracking pages as they were in 2026. "Other" has no page of its own:
 * its default is a web search for the number, which the owner replaces with their courier's.
 */
export const DEFAULT_TRACKING_TEMPLATES: Record<CourierId, string> = {
  'india-post': 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
  delhivery: 'https://www.delhivery.com/track/package/{awb}',
  'blue-dart': 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}',
  dtdc: 'https://www.dtdc.in/tracking.asp?strCnno={awb}',
  ekart: 'https://ekartlogistics.com/shipmenttrack/{awb}',
  xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  shiprocket: 'https://www.shiprocket.in/shipment-tracking/?awb={awb}',
  other: 'https://www.google.com/search?q={awb}',
};

/** An AWB (consignment number): letters and digits, 6 to 30 of them, as couriers print them. */
export const AWB_PATTERN = /^[A-Za-z0-9-]{6,30}$/;
export const AWB_MESSAGE = 'AWB must be 6 to 30 letters, digits or dashes.';

/** The "Track parcel" link: the template with the AWB in place, encoded for a URL. */
export function trackingUrl(template: string, awb: string): string {
  return template.split(TRACKING_AWB_PLACEHOLDER).join(encodeURIComponent(awb));
}
