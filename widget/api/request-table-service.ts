// A table's call for the waiter or the bill: one plain fetch of request_table_service (the widget
// never bundles supabase-js). The database checks the table and applies its limits.

export type TableServiceKind = 'waiter' | 'bill';

/** sent: on the board now; already: the same request was still open; busy: limited; failed: anything else. */
export type TableServiceResult = 'sent' | 'already' | 'busy' | 'failed';

export interface TableServiceRequest {
  apiUrl: string;
  anonKey: string;
  slug: string;
  table: string;
  kind: TableServiceKind;
}

const LIMIT_HINTS = ['table_service_busy', 'table_service_too_many'];

export async function requestTableService(
  request: TableServiceRequest,
): Promise<TableServiceResult> {
  const { apiUrl, anonKey, slug, table, kind } = request;
  try {
    const response = await fetch(
      `${apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/request_table_service`,
      {
        method: 'POST',
        headers: {
          ...(anonKey && { apikey: anonKey, Authorization: `Bearer ${anonKey}` }),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ slug, table_label: table, kind }),
      },
    );
    // JSON boundary: the function's answer or PostgREST's error ({ hint }).
    const body = (await response.json()) as { already_open?: boolean; hint?: string } | null;
    if (response.ok) return body?.already_open ? 'already' : 'sent';
    return LIMIT_HINTS.includes(body?.hint ?? '') ? 'busy' : 'failed';
  } catch {
    return 'failed';
  }
}
