// Table service, loaded on demand only on a table link of a business with that table (see
// components/order-status.tsx): the first paint carries none of it.
export { TableService } from './components/table-service.tsx';
