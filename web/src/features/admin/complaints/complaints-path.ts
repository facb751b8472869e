/** The owner's complaints page, and one ticket on it; outside config/paths, which every page loads. */
export const COMPLAINTS_PATH = '/dashboard/complaints';
export const adminComplaintPath = (number: string) => `${COMPLAINTS_PATH}/${encodeURIComponent(number)}`;
