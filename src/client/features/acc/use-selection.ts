// The selection hook is shared by the report screens (ui/use-selection.ts).
export { useSelection, type Selection } from '../../ui/use-selection';
