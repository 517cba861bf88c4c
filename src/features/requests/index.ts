// Maintenance and design requests: forms with pictures, sent as multipart with upload progress.
export { MaintenanceRequestPage } from './MaintenanceRequestPage';
export { DesignRequestPage } from './DesignRequestPage';
