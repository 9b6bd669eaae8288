// The data export's address (ADR 0065): GET, the signed-in user's own data as one JSON download.
export const DATA_EXPORT_PATH = '/api/fn/user/data-export'
