// The documents feature's public surface for other features (docs/architecture.md#layers).
export { TaxDetailsCard } from './components/tax-details-card';
export { TrainerDocumentsCard } from './components/trainer-documents-card';
export { AdminDocumentsPanel } from './components/admin-documents-panel';
