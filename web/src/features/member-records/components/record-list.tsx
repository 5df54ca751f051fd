// the table-on-desktop, cards-on-phones list is the site's (components/ui/record-list.tsx)
export { RecordList, type Column } from '../../../components/ui/record-list';
